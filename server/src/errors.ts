import type { Problem } from '@camino/schemas/validator';

/** Stable error codes and the default message each one answers with. */
export const MESSAGES = {
  bad_request: 'The request is not valid',
  invalid_body: 'The request body is not valid',
  invalid_json: 'The request body is not valid JSON',
  payload_too_large: 'The request body is too large',
  unauthenticated: 'Authentication required',
  invalid_token: 'The session token is invalid or has expired',
  invalid_credentials: 'Incorrect email or password',
  email_not_verified: 'Please verify your email before logging in',
  account_disabled: 'This account is disabled',
  forbidden: 'You do not have permission to do this',
  not_found: 'Not found',
  email_taken: 'Error registering user. Check that the email is not already in use.',
  conflict: 'The resource was changed by someone else; try again',
  too_many_requests: 'Too many attempts. Please wait before trying again.',
  token_not_provided: 'Recovery token not provided',
  invalid_reset_token: 'Invalid or expired recovery token',
  verification_token_missing: 'No verification token provided',
  invalid_verification_token: 'Invalid or expired verification token',
  database_unavailable: 'The database is unavailable; please try again shortly',
  internal: 'Something went wrong on our side',
} as const;

export type ErrorCode = keyof typeof MESSAGES;

/** An expected failure: the error middleware turns it into `{detail, code, errors?}` with `status`. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    detail?: string,
    readonly problems?: Problem[],
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
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'too_many_requests');
  }
}
