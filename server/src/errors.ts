import { MESSAGES, type ErrorCode } from '@camino/schemas/api/error-codes';
import type { Problem } from '@camino/schemas/validator';

// The codes and their messages are part of the API contract, shared with the reader and desktop.
export { MESSAGES, type ErrorCode };

/** An expected failure: the error middleware turns it into `{detail, code, errors?}` with `status`. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    detail?: string,
    readonly problems?: Problem[],
    /** More fields of the answer (the later revision of a revision_conflict): sent as they are. */
    readonly extra?: Readonly<Record<string, unknown>>,
  ) {
    super(detail ?? MESSAGES[code]);
    this.name = 'AppError';
  }
}

export const badRequest = (detail: string, problems?: Problem[]) =>
  new AppError(400, 'bad_request', detail, problems);
export const invalidBody = (problems: Problem[]) =>
  new AppError(422, 'invalid_body', MESSAGES.invalid_body, problems);
export const unauthenticated = (code: 'unauthenticated' | 'invalid_token' = 'unauthenticated') =>
  new AppError(401, code);
export const forbidden = () => new AppError(403, 'forbidden');
export const notFound = (detail: string) => new AppError(404, 'not_found', detail);
export const conflict = (code: ErrorCode, detail?: string) => new AppError(409, code, detail);

/** 429 with the seconds to wait, which the error middleware sends as `Retry-After`. */
export class TooManyRequestsError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    code: 'too_many_requests' | 'too_many_searches' = 'too_many_requests',
  ) {
    super(429, code);
  }
}
