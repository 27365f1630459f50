// The problems inside successful answers in the request's language: an upload's reference
// warnings and its failed files' reasons. The answer's own `message` is written by its route in
// that language (answer-text.ts); errors are written by the error handler (localize-error.ts).
import { localizeProblems, type MessageLanguage } from '@camino/schemas/messages/render-problem';
import type { RequestHandler } from 'express';
import { requestLanguage } from './localize-error';

type Body = Record<string, unknown>;
type Problem = { message: string };

const isRecord = (value: unknown): value is Body =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isProblem = (value: unknown): value is Problem => isRecord(value) && typeof value.message === 'string';

/**
 * The answer body with its problems in `lang` (`warnings[].message`,
 * `failed_files[].errors[].message`); every other field, and any other shape, is returned as it is.
 */
export function localizeAnswer<T>(body: T, lang: MessageLanguage): T {
  if (!isRecord(body)) return body;
  const out: Body = { ...body };
  if (Array.isArray(body.warnings) && body.warnings.every(isProblem)) {
    out.warnings = localizeProblems(body.warnings, lang);
  }
  if (Array.isArray(body.failed_files)) {
    out.failed_files = body.failed_files.map((file: unknown) =>
      isRecord(file) && Array.isArray(file.errors) && file.errors.every(isProblem)
        ? { ...file, errors: localizeProblems(file.errors, lang) }
        : file,
    );
  }
  return out as T;
}

/**
 * Middleware: the problems of JSON answers below 400 follow Accept-Language. Without the header
 * they stay as the checks wrote them (scripts and older clients see what they always saw).
 */
export const localizeAnswers: RequestHandler = (req, res, next) => {
  const lang = requestLanguage(req);
  if (!lang) return next();
  const json = res.json.bind(res);
  res.json = (body?: unknown) => json(res.statusCode < 400 ? localizeAnswer(body, lang) : body);
  next();
};
