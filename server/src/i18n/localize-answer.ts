// Successful answers in the request's language: their `message`, an upload's reference warnings
// and its failed files' reasons. Errors are localized by the error handler (localize-error.ts).
import { translateText, type MessageLanguage } from '@camino/schemas/message-templates';
import { localizeProblemMessage, localizeProblems } from '@camino/schemas/problems-i18n';
import type { RequestHandler } from 'express';
import { requestLanguage } from './localize-error';
import { SUCCESS_MESSAGES } from './success-messages';

type Body = Record<string, unknown>;
type Problem = { message: string };

const isRecord = (value: unknown): value is Body =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isProblem = (value: unknown): value is Problem => isRecord(value) && typeof value.message === 'string';

/** A success text in `lang` (from either language); a text the catalogue does not know stays as it is. */
export function localizeSuccessText(text: string, lang: MessageLanguage): string {
  return translateText(SUCCESS_MESSAGES, text, lang);
}

/** A failure reason inside a report: a schema problem, or one of the upload's own texts. */
const localizeReason = (message: string, lang: MessageLanguage) =>
  localizeProblemMessage(localizeSuccessText(message, lang), lang);

/**
 * The answer body in `lang`. Only the texts meant for people change (`message`, `warnings[].message`,
 * `failed_files[].errors[].message`); every other field, and any other shape, is returned as it is.
 */
export function localizeAnswer<T>(body: T, lang: MessageLanguage): T {
  if (!isRecord(body)) return body;
  const out: Body = { ...body };
  if (typeof body.message === 'string') out.message = localizeSuccessText(body.message, lang);
  if (Array.isArray(body.warnings) && body.warnings.every(isProblem)) {
    out.warnings = localizeProblems(body.warnings, lang);
  }
  if (Array.isArray(body.failed_files)) {
    out.failed_files = body.failed_files.map((file: unknown) =>
      isRecord(file) && Array.isArray(file.errors) && file.errors.every(isProblem)
        ? { ...file, errors: file.errors.map((e) => ({ ...e, message: localizeReason(e.message, lang) })) }
        : file,
    );
  }
  return out as T;
}

/**
 * Middleware: JSON answers below 400 follow Accept-Language. Without the header they stay as the
 * route wrote them (scripts and older clients see what they always saw), as error details do.
 */
export const localizeAnswers: RequestHandler = (req, res, next) => {
  const lang = requestLanguage(req);
  if (!lang) return next();
  const json = res.json.bind(res);
  res.json = (body?: unknown) => json(res.statusCode < 400 ? localizeAnswer(body, lang) : body);
  next();
};
