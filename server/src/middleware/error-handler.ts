import type { ErrorRequestHandler, RequestHandler } from 'express';
import { isQueryTimeout } from '../db/query-timeout';
import { AppError, MESSAGES, TooManyRequestsError } from '../errors';

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
  res.status(404).json({ detail: `No API endpoint ${req.method} ${req.path}`, code: 'not_found' });
};

/**
 * The single error middleware: typed errors keep their status and message, body-parser failures
 * become 400/413, database outages 503, and anything else a bare 500 (details only in the log).
 */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (err instanceof TooManyRequestsError) res.set('Retry-After', String(err.retryAfterSeconds));
  if (err instanceof AppError) {
    res.status(err.status).json({
      detail: err.message,
      code: err.code,
      ...(err.problems ? { errors: err.problems } : {}),
    });
    return;
  }
  const e = err as { type?: string; status?: number };
  if (e.type === 'entity.too.large') {
    res.status(413).json({ detail: MESSAGES.payload_too_large, code: 'payload_too_large' });
    return;
  }
  if (e.type === 'entity.parse.failed') {
    res.status(400).json({ detail: MESSAGES.invalid_json, code: 'invalid_json' });
    return;
  }
  if (typeof e.status === 'number' && e.status >= 400 && e.status < 500) {
    res.status(e.status).json({ detail: MESSAGES.bad_request, code: 'bad_request' });
    return;
  }
  if (isDbUnavailable(err)) {
    req.log?.warn({ err }, 'database unavailable');
    res.status(503).json({ detail: MESSAGES.database_unavailable, code: 'database_unavailable' });
    return;
  }
  req.log?.error({ err }, 'unexpected error');
  res.status(500).json({ detail: MESSAGES.internal, code: 'internal' });
};
