/** One problem of a refused body or file: where (an RFC 6901 pointer) and what is wrong. */
export interface ApiProblem {
  pointer: string;
  message: string;
}

/** Typed failures of an API call: each HTTP status the reader reacts to has its own class. */
export class ApiError extends Error {
  /** The server's `errors` list (validation answers name each problem); empty when none. */
  problems: readonly ApiProblem[] = [];

  constructor(
    readonly status: number,
    /** The server's stable error code (`invalid_credentials`, `email_not_verified`, …), if any. */
    readonly code: string | undefined,
    /** The server's human-readable `detail`, if any. */
    readonly detail: string | undefined,
  ) {
    super(detail ?? `HTTP ${status}`);
    this.name = 'ApiError';
  }
}

export class BadRequestError extends ApiError {}
export class UnauthorizedError extends ApiError {}
export class ForbiddenError extends ApiError {}
export class NotFoundError extends ApiError {}
export class ConflictError extends ApiError {}
export class ValidationError extends ApiError {}
export class ServerError extends ApiError {}

/** 429: `retryAfterSeconds` comes from the Retry-After header (0 when absent). */
export class TooManyRequestsError extends ApiError {
  constructor(
    code: string | undefined,
    detail: string | undefined,
    readonly retryAfterSeconds: number,
  ) {
    super(429, code, detail);
  }
}

/** The request never got an HTTP answer (offline, DNS, connection reset). */
export class NetworkError extends ApiError {
  constructor(cause: unknown) {
    super(0, 'network_error', cause instanceof Error ? cause.message : undefined);
  }
}

/** Builds the typed error for a failed response from its status, JSON body and Retry-After. */
export function errorFromResponse(status: number, body: unknown, retryAfter: string | null): ApiError {
  const { code, detail } = readErrorBody(body);
  if (status === 429)
    return new TooManyRequestsError(code, detail, Number.parseInt(retryAfter ?? '', 10) || 0);
  const Type =
    {
      400: BadRequestError,
      401: UnauthorizedError,
      403: ForbiddenError,
      404: NotFoundError,
      409: ConflictError,
      422: ValidationError,
    }[status] ?? (status >= 500 ? ServerError : ApiError);
  const error = new Type(status, code, detail);
  error.problems = readProblems(body);
  return error;
}

function readProblems(body: unknown): ApiProblem[] {
  const errors = body && typeof body === 'object' ? (body as { errors?: unknown }).errors : undefined;
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (item): item is ApiProblem =>
      !!item &&
      typeof (item as ApiProblem).pointer === 'string' &&
      typeof (item as ApiProblem).message === 'string',
  );
}

function readErrorBody(body: unknown): { code?: string; detail?: string } {
  if (!body || typeof body !== 'object') return {};
  const { code, detail } = body as { code?: unknown; detail?: unknown };
  return {
    code: typeof code === 'string' ? code : undefined,
    detail: typeof detail === 'string' ? detail : undefined,
  };
}

/** The status of any thrown value: an ApiError's status, otherwise 0. */
export const statusOf = (error: unknown): number => (error instanceof ApiError ? error.status : 0);
