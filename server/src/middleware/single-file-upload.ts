import type { RequestHandler } from 'express';
import type { UploadRule } from '@camino/schemas/api/uploads';
import multer from 'multer';
import { problem } from '@camino/schemas/messages/render-problem';
import { AppError, badRequest, message, type Message } from '../errors';

/** The MIME types a file of each extension may come with; `application/octet-stream` fits any. */
const MIME_TYPES: Record<string, readonly string[]> = {
  '.json': ['application/json'],
  '.md': ['text/markdown', 'text/x-markdown', 'text/plain'],
  '.zip': ['application/zip', 'application/x-zip-compressed'],
};

/**
 * Reads one multipart file (field `file`) into memory under the route's rule: larger files get 413
 * and are not kept; other extensions or MIME types get 400 with `wrongTypeMessage`. Mount it after the access
 * guard, so an unauthenticated upload is refused before its body is read. Nothing touches disk.
 */
export function singleFileUpload(rule: UploadRule, wrongTypeMessage: Message): RequestHandler {
  const mimeTypes = rule.extensions.flatMap((ext) => MIME_TYPES[ext] ?? []);
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
      if (!file) return next(badRequest(wrongTypeMessage, [problem('/file', 'required')]));
      const name = file.originalname.toLowerCase();
      const extensionOk = rule.extensions.some((ext) => name.endsWith(ext));
      const mimeOk = mimeTypes.includes(file.mimetype) || file.mimetype === 'application/octet-stream';
      if (!extensionOk || !mimeOk) {
        return next(badRequest(wrongTypeMessage, [problem('/file', 'wrong_type')]));
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
    // multer's own English words: no problem of Camino's, so no translation of them.
    return badRequest(message('upload_invalid', { reason: err.message }));
  }
  // busboy's errors for truncated or malformed multipart bodies.
  return badRequest(message('multipart_invalid'));
}
