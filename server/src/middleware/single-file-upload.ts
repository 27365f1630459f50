import type { RequestHandler } from 'express';
import multer from 'multer';
import { problemParam } from '@camino/schemas/problems-i18n';
import { AppError, badRequest, message, type Message } from '../errors';

export interface UploadRule {
  /** Largest accepted file in bytes; larger bodies get 413 and are not kept. */
  maxBytes: number;
  /** Accepted file-name extensions, lower-case with the dot (e.g. ['.zip']). */
  extensions: string[];
  /** Accepted MIME types; `application/octet-stream` is accepted too when the extension fits. */
  mimeTypes: string[];
  /** The message a wrong file type gets (SPEC.md §5 wording). */
  wrongTypeMessage: Message;
}

/**
 * Reads one multipart file (field `file`) into memory under a size cap. Mount it after the access
 * guard, so an unauthenticated upload is refused before its body is read. Nothing touches disk.
 */
export function singleFileUpload(rule: UploadRule): RequestHandler {
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: rule.maxBytes, files: 1, fields: 10, fieldSize: 10_000, parts: 12 },
  }).single('file');

  return (req, res, next) => {
    if (!req.is('multipart/form-data')) {
      return next(badRequest(message('multipart_required')));
    }
    parse(req, res, (err: unknown) => {
      if (err) return next(toHttpError(err, rule));
      const file = req.file;
      if (!file)
        return next(badRequest(rule.wrongTypeMessage, [{ pointer: '/file', message: 'is required' }]));
      const name = file.originalname.toLowerCase();
      const extensionOk = rule.extensions.some((ext) => name.endsWith(ext));
      const mimeOk = rule.mimeTypes.includes(file.mimetype) || file.mimetype === 'application/octet-stream';
      if (!extensionOk || !mimeOk) {
        return next(badRequest(rule.wrongTypeMessage, [{ pointer: '/file', message: 'has the wrong type' }]));
      }
      next();
    });
  };
}

function toHttpError(err: unknown, rule: UploadRule): AppError {
  if (err instanceof multer.MulterError) {
    if (err.code === 'LIMIT_FILE_SIZE') {
      const limit = Math.floor(rule.maxBytes / 1024 / 1024);
      return new AppError(413, 'payload_too_large', message('file_too_large', { limit }));
    }
    return badRequest(message('upload_invalid', { reason: problemParam(err.message) }));
  }
  // busboy's errors for truncated or malformed multipart bodies.
  return badRequest(message('multipart_invalid'));
}
