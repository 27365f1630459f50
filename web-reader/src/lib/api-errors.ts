import {
  ERROR_CODES,
  type ApiError as ApiErrorBody,
  type ApiProblem,
  type ErrorCode,
} from '@camino/schemas/api/error-codes';
import { catalogueText } from './messages';

/** The code of a request that never got an HTTP answer; the server's codes are ErrorCode. */
const NETWORK_ERROR = 'network_error';

/** Every code an ApiError may carry: the contract's, or the reader's own network failure. */
export type ApiErrorCode = ErrorCode | typeof NETWORK_ERROR;

/**
 * The members of an error answer beyond `detail`, `code` and `errors`, as the contract types them
 * (schemas/src/api/error-codes.ts): `later`, the later revision of a 409 revision_conflict;
 * `chapter`, where the chapter of a 409 chapter_moved is now; `current`, the stored note a 409
 * note_conflict met.
 */
export type ApiErrorExtras = Omit<ApiErrorBody, 'detail' | 'code' | 'errors'>;

/** Typed failures of an API call: each HTTP status the reader reacts to has its own class. */
export class ApiError extends Error {
  /** The server's `errors` list (validation answers name each problem); empty when none. */
  problems: readonly ApiProblem[] = [];
  /** The answer's other members (see ApiErrorExtras), each kept only when it has its contract's shape. */
  extras: Readonly<ApiErrorExtras> = {};

  constructor(
    readonly status: number,
    /** The server's stable error code (`invalid_credentials`, `email_not_verified`, …), if any. */
    readonly code: ApiErrorCode | undefined,
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
    code: ApiErrorCode | undefined,
    detail: string | undefined,
    readonly retryAfterSeconds: number,
  ) {
    super(429, code, detail);
  }
}

/** The request never got an HTTP answer (offline, DNS, connection reset). */
export class NetworkError extends ApiError {
  constructor(cause: unknown) {
    super(0, NETWORK_ERROR, cause instanceof Error ? cause.message : undefined);
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
  error.extras = readExtras(body);
  return error;
}

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object';

// One guard per extra member the contract names: a new member there fails to compile here until
// it is read too.
const EXTRA_GUARDS: {
  [K in keyof Required<ApiErrorExtras>]: (value: unknown) => value is Required<ApiErrorExtras>[K];
} = {
  later: (value): value is Required<ApiErrorExtras>['later'] =>
    isObject(value) &&
    Number.isInteger(value.id) &&
    (value.id as number) >= 1 &&
    typeof value.created_at === 'string' &&
    typeof value.admin === 'string' &&
    typeof value.action === 'string',
  chapter: (value): value is Required<ApiErrorExtras>['chapter'] =>
    isObject(value) &&
    Number.isInteger(value.volume) &&
    typeof value.chapter_key === 'string' &&
    (value.index === null || (Number.isInteger(value.index) && (value.index as number) >= 1)) &&
    typeof value.title === 'string',
  current: (value): value is Required<ApiErrorExtras>['current'] =>
    isObject(value) &&
    typeof value.note_text === 'string' &&
    Number.isInteger(value.version) &&
    (value.version as number) >= 0 &&
    (value.updated_at === null || typeof value.updated_at === 'string'),
};

function readExtras(body: unknown): ApiErrorExtras {
  if (!isObject(body)) return {};
  const extras: Record<string, unknown> = {};
  for (const [name, guard] of Object.entries(EXTRA_GUARDS) as [string, (value: unknown) => boolean][]) {
    if (guard(body[name])) extras[name] = body[name];
  }
  return extras as ApiErrorExtras;
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

const isErrorCode = (code: unknown): code is ErrorCode => (ERROR_CODES as readonly unknown[]).includes(code);

// The body comes off the network: read it as the contract's error body (schemas/src/api/error-codes.ts)
// but trust nothing, since a proxy may answer with anything. A code the contract does not name is none.
function readErrorBody(body: unknown): { code?: ErrorCode; detail?: string } {
  if (!body || typeof body !== 'object') return {};
  const { code, detail } = body as { code?: unknown; detail?: unknown };
  return {
    code: isErrorCode(code) ? code : undefined,
    detail: typeof detail === 'string' ? detail : undefined,
  };
}

/** The status of any thrown value: an ApiError's status, otherwise 0. */
export const statusOf = (error: unknown): number => (error instanceof ApiError ? error.status : 0);

/**
 * The codes SPEC.md §5/§8 words itself (login, registration, reset and verification): the reader
 * shows the catalogue's text for the code in its UI language, whatever the answer's `detail`.
 */
export const SPEC_WORDED_CODES: ReadonlySet<ApiErrorCode> = new Set<ErrorCode>([
  'invalid_credentials',
  'email_taken',
  'email_not_verified',
  'account_disabled',
  'token_not_provided',
  'invalid_reset_token',
  'verification_token_missing',
]);

/**
 * What to tell the reader about a failed call: the catalogue's text where SPEC.md words the code,
 * else the server's `detail` (written from the same catalogue, in the language the client sent as
 * Accept-Language), else `fallbackKey` (no answer at all: offline, or a proxy's page).
 */
export function errorText(error: unknown, t: (key: string) => string, fallbackKey: string): string {
  if (!(error instanceof ApiError) || error.status === 0) return t(fallbackKey);
  if (error.code && error.code !== NETWORK_ERROR && SPEC_WORDED_CODES.has(error.code)) {
    return catalogueText(error.code);
  }
  return error.detail || t(fallbackKey);
}
