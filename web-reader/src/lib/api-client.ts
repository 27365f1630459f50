import type {
  API_ROUTES,
  ApiBody,
  ApiContent,
  ApiResponse,
  ApiRouteKey,
  SchemaType,
} from '@camino/schemas/api/routes';
import { API_BASE, apiPath, type ApiParams } from '@camino/schemas/api/paths';
import { signInPath } from '@camino/schemas/member-pages';
import { unwrapContent } from '@camino/schemas/content-encoding';
import { errorFromResponse, NetworkError } from './api-errors';
import { clearSession, getSession } from './session';
import { answerFromDevice, keepLater } from './offline/kept-answers';
import { takeEarlyAnswer } from './early-answers';

export { API_BASE };

/** The event fired once when a signed-in call answers 401 (SPEC.md §4). */
export const SESSION_EXPIRED_EVENT = 'sessionExpired';
export const SESSION_EXPIRED_MESSAGE = 'Tu sesión ha expirado. Por favor, inicia sesión nuevamente.';
/** How long after the sessionExpired event the reader moves to the login page (SPEC.md §9). */
export const SESSION_EXPIRED_REDIRECT_MS = 100;

/** What every call may add: headers, cancellation, and how a 401 is read. */
export interface RequestOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * False for calls whose 401 is an answer, not an expiry (a login with a wrong password made
   * while another session is stored).
   */
  expireSessionOn401?: boolean;
  /**
   * True for calls a public page can do without (the gospel's view count, a member's extras on
   * home): their 401 clears the stale session quietly, with no toast and no move to sign-in, so
   * the visitor stays on the page.
   */
  sessionOptional?: boolean;
  /**
   * Given by a caller that keeps the answer itself (a volume kept offline, pinned): called with
   * the answer's ETag, its content hash; the answer is then not kept as a recent read too.
   */
  withEtag?: (etag: string | null) => void;
}

type Navigate = (to: string) => void;
let navigate: Navigate = (to) => window.location.assign(to);
let languageHeader: () => string = () => 'en-US';

/** The router registers its navigate here, so the expiry redirect keeps the page (and its toast). */
export function setApiNavigator(fn: Navigate): void {
  navigate = fn;
}

/** i18n registers the current `Accept-Language` value here (en-US or es-ES). */
export function setApiLanguage(fn: () => string): void {
  languageHeader = fn;
}

/**
 * The single place that turns a 401 of a signed-in call into an expiry: fire `sessionExpired`,
 * clear the session, and after 100 ms go to /user-login with the current path and query as
 * `redirect`. Later 401s of calls sent with the same (now cleared) token do nothing.
 */
export function expireSession(tokenUsed: string): void {
  if (getSession()?.authToken !== tokenUsed) return;
  window.dispatchEvent(
    new CustomEvent(SESSION_EXPIRED_EVENT, { detail: { message: SESSION_EXPIRED_MESSAGE } }),
  );
  clearSession();
  const here = `${window.location.pathname}${window.location.search}`;
  setTimeout(() => navigate(signInPath(here)), SESSION_EXPIRED_REDIRECT_MS);
}

/**
 * A stale session met by a call the page can do without: forgotten without a word (the page
 * re-renders as the visitor's). Like `expireSession`, only once for the token that was refused.
 */
export function dropStaleSession(tokenUsed: string): void {
  if (getSession()?.authToken === tokenUsed) clearSession();
}

type Routes = typeof API_ROUTES;

/** A route's query as the reader gives it: the contract's strings, or numbers for them. */
type ApiQuery<K extends ApiRouteKey> = Routes[K] extends { query: infer Q }
  ? { [P in keyof SchemaType<Q>]: SchemaType<Q>[P] | (string extends SchemaType<Q>[P] ? number : never) }
  : never;

/**
 * What a call of `route` resolves to: the answer's body, or for a route whose answer carries
 * `encoded_content`, the decoded content (the client unwraps it).
 */
export type ApiResult<K extends ApiRouteKey> = [ApiContent<K>] extends [never]
  ? ApiResponse<K>
  : ApiContent<K>;

/** The options of a call of `route`: `params`, `query` and `body` exactly when the route has them. */
type ApiCallOptions<K extends ApiRouteKey> = RequestOptions &
  ([keyof ApiParams<K>] extends [never] ? { params?: undefined } : { params: ApiParams<K> }) &
  ([ApiQuery<K>] extends [never]
    ? { query?: undefined }
    : object extends ApiQuery<K>
      ? { query?: ApiQuery<K> }
      : { query: ApiQuery<K> }) &
  ([ApiBody<K>] extends [never] ? { body?: undefined } : { body: ApiBody<K> });

// The options argument may be left out when the route needs none of them.
type CallArgs<K extends ApiRouteKey> =
  object extends ApiCallOptions<K> ? [options?: ApiCallOptions<K>] : [options: ApiCallOptions<K>];

/**
 * Calls one route of the API contract (schemas/src/api/routes.ts): the method and path come from
 * the route key, `params`, `query` and `body` are typed from the route, and so is the answer.
 * Bearer token when signed in, JSON in and out, `encoded_content` decoded, and a typed error (see
 * api-errors.ts) for every failed status. No timeout, as SPEC.md §9 says.
 */
export async function apiCall<K extends ApiRouteKey>(route: K, ...args: CallArgs<K>): Promise<ApiResult<K>> {
  return unwrapContent(await apiAnswer(route, ...args)) as ApiResult<K>;
}

/**
 * `apiCall` without the decoding: the answer exactly as sent, for a caller that needs the fields
 * beside `encoded_content` too (a content answer's `lang` and `fallback`).
 */
export async function apiAnswer<K extends ApiRouteKey>(
  route: K,
  ...[options]: CallArgs<K>
): Promise<ApiResponse<K>> {
  const {
    params,
    query,
    body,
    headers: extraHeaders,
    signal,
    expireSessionOn401,
    sessionOptional,
    withEtag,
  } = (options ?? {}) as RequestOptions & {
    params?: Record<string, string | number>;
    query?: Record<string, string | number | undefined>;
    body?: unknown;
  };
  const method = route.slice(0, route.indexOf(' '));
  const path = apiPath(route, (params ?? {}) as ApiParams<K>, query);
  const url = `${API_BASE}${path}`;

  const session = getSession();
  const token = session?.authToken;
  // GET answers of the routes lib/offline/keep-policy.ts names are kept, and read from the device
  // when the network fails.
  const keepable = method === 'GET';
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': languageHeader(),
    ...extraHeaders,
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    // A member page's shell may have sent this very call already (early-answers.ts).
    const early = method === 'GET' && token ? takeEarlyAnswer(url, token) : undefined;
    response = await (early ??
      fetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      }));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    const kept = keepable ? await answerFromDevice(route, session, path) : undefined;
    if (kept !== undefined) return kept as ApiResponse<K>;
    throw new NetworkError(error);
  }

  const answer: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (response.ok) {
    const etag = response.headers.get('ETag');
    if (withEtag) withEtag(etag);
    else if (keepable) keepLater(route, session, path, answer, etag);
    return answer as ApiResponse<K>;
  }

  if (response.status === 401 && token && expireSessionOn401 !== false) {
    if (sessionOptional) dropStaleSession(token);
    else expireSession(token);
  }
  throw errorFromResponse(response.status, answer, response.headers.get('Retry-After'));
}
