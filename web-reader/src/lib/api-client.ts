import { errorFromResponse, NetworkError } from './api-errors';
import { unwrapContent } from '@camino/schemas/content-encoding';
import { clearSession, getSession } from './session';

/** Every call goes under this base (SPEC.md §7). The reader is served by the same origin. */
export const API_BASE = '/api';

/** The event fired once when a signed-in call answers 401 (SPEC.md §4). */
export const SESSION_EXPIRED_EVENT = 'sessionExpired';
export const SESSION_EXPIRED_MESSAGE = 'Tu sesión ha expirado. Por favor, inicia sesión nuevamente.';
/** How long after the sessionExpired event the reader moves to the login page (SPEC.md §9). */
export const SESSION_EXPIRED_REDIRECT_MS = 100;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * False for calls whose 401 is an answer, not an expiry (a login with a wrong password made
   * while another session is stored).
   */
  expireSessionOn401?: boolean;
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
  setTimeout(() => navigate(`/user-login?redirect=${encodeURIComponent(here)}`), SESSION_EXPIRED_REDIRECT_MS);
}

function buildUrl(path: string, query?: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

/**
 * Calls the API: bearer token when signed in, JSON in and out, `encoded_content` decoded, and a
 * typed error (see api-errors.ts) for every failed status. No timeout, as SPEC.md §9 says.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = getSession()?.authToken;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': languageHeader(),
    ...options.headers,
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }

  const body: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (response.ok) return unwrapContent(body) as T;

  if (response.status === 401 && token && options.expireSessionOn401 !== false) expireSession(token);
  throw errorFromResponse(response.status, body, response.headers.get('Retry-After'));
}

/** Shorthands; `apiGet` doubles as the SWR fetcher (the key is the path). */
export const apiGet = <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
  apiRequest<T>(path, options);
export const apiPost = <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
  apiRequest<T>(path, { ...options, method: 'POST', body });
