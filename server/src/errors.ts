import type { ErrorCode } from '@camino/schemas/api/error-codes';
import { message, renderMessage, type Message } from '@camino/schemas/messages/render-message';
import type { Problem } from '@camino/schemas/validator';

export { message, type ErrorCode, type Message };

/**
 * An expected failure: the error middleware turns it into `{detail, code, errors?}` with `status`,
 * writing `detail` from the catalogue in the caller's language. The Error's own message is that
 * detail as a caller without a language reads it (logs, tests).
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    /** The catalogue message of `detail`; the code's own message by default. */
    readonly detail: Message = { key: code },
    readonly problems?: Problem[],
    /** More fields of the answer (the later revision of a revision_conflict): sent as they are. */
    readonly extra?: Readonly<Record<string, unknown>>,
  ) {
    super(renderMessage(detail));
    this.name = 'AppError';
  }
}

export const badRequest = (detail: Message, problems?: Problem[]) =>
  new AppError(400, 'bad_request', detail, problems);
export const invalidBody = (problems: Problem[]) => new AppError(422, 'invalid_body', undefined, problems);
export const unauthenticated = (code: 'unauthenticated' | 'invalid_token' = 'unauthenticated') =>
  new AppError(401, code);
export const forbidden = () => new AppError(403, 'forbidden');
/** 404 with the catalogue's words for what is missing: `notFound(message('volume_not_found', { volume }))`. */
export const notFound = (detail: Message) => new AppError(404, 'not_found', detail);
export const conflict = (code: ErrorCode, detail?: Message) => new AppError(409, code, detail);

/** 429 with the seconds to wait, which the error middleware sends as `Retry-After`. */
export class TooManyRequestsError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    code: 'too_many_requests' | 'too_many_searches' = 'too_many_requests',
  ) {
    super(429, code);
  }
}
