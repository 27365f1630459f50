import type { ErrorRequestHandler, RequestHandler } from 'express';
import { isQueryTimeout } from '../db/query-timeout';
import { AppError, message, TooManyRequestsError, type ErrorCode, type Message } from '../errors';
import { localizedErrorBody, requestLanguage } from '../i18n/localize-error';

/** Errors that mean the database (not the request) is at fault: answered 503 so clients retry. */
const DB_UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'PROTOCOL_CONNECTION_LOST',
  'ER_CON_COUNT_ERROR',
  'SQLITE_BUSY',
  // A row lock held past the (bounded) lock wait: the database is too busy to answer in time.
  'ER_LOCK_WAIT_TIMEOUT',
]);

function isDbUnavailable(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const e = err as { name?: string; code?: string; fatal?: boolean };
  return (
    e.name === 'KnexTimeoutError' ||
    (e.code != null && DB_UNAVAILABLE_CODES.has(e.code)) ||
    e.fatal === true ||
    // A statement past its time limit (db/query-timeout.ts): a silent or overloaded database.
    isQueryTimeout(err)
  );
}

/** Unknown `/api` paths answer JSON, never the HTML of a default 404 page. */
export const apiNotFound: RequestHandler = (req, res) => {
  const detail = message('api_not_found', { method: req.method, path: req.path });
  res.status(404).json(localizedErrorBody('not_found', detail, undefined, requestLanguage(req)));
};

/**
 * The single error middleware: typed errors keep their status and message, body-parser failures
 * become 400/413, database outages 503, and anything else a bare 500 (details only in the log).
 * Every `detail` and problem is answered in the request's language (Accept-Language), from the
 * shared message catalogue (schemas/src/messages) and the shared problem catalogue.
 */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const lang = requestLanguage(req);
  const extra = err instanceof AppError ? err.extra : undefined;
  const answer = (
    status: number,
    code: ErrorCode,
    detail: Message = { key: code },
    problems?: AppError['problems'],
  ) => {
    res.status(status).json({ ...localizedErrorBody(code, detail, problems, lang), ...extra });
  };
  if (err instanceof TooManyRequestsError) res.set('Retry-After', String(err.retryAfterSeconds));
  if (err instanceof AppError) return answer(err.status, err.code, err.detail, err.problems);
  const e = err as { type?: string; status?: number };
  if (e.type === 'entity.too.large') return answer(413, 'payload_too_large');
  if (e.type === 'entity.parse.failed') return answer(400, 'invalid_json');
  if (typeof e.status === 'number' && e.status >= 400 && e.status < 500) {
    return answer(e.status, 'bad_request');
  }
  if (isDbUnavailable(err)) {
    req.log?.warn({ err }, 'database unavailable');
    return answer(503, 'database_unavailable');
  }
  req.log?.error({ err }, 'unexpected error');
  answer(500, 'internal');
};
