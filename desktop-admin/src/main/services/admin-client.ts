import type { ApiError } from '@camino/schemas/api/error-codes';
import { apiPath, type ApiParams } from '@camino/schemas/api/paths';
import type { ApiBody, ApiResponse, ApiRouteKey } from '@camino/schemas/api/routes';
import { coded, problemText, type Coded, type Problem } from '@camino/schemas/messages/render-problem';
import { acceptLanguage } from './ui-language';

/**
 * A call's answer: the JSON body, or the status with why not and the server's problems. `problem`
 * is why not by code (the server's detail, already in the UI language it was asked in, or this
 * app's own reason); `message` is the same in words, for logs and step reports.
 */
export type ApiResult<T> =
  | { ok: true; status: number; body: T }
  | { ok: false; status: number; message: string; problem: Coded; problems: Problem[] };

/** A failed call by its reason's code, with the reason's English words as its message. */
const failure = (status: number, problem: Coded): Extract<ApiResult<never>, { ok: false }> => ({
  ok: false,
  status,
  message: problemText(problem),
  problem,
  problems: [],
});

/**
 * The server's base address from what an admin typed: http(s) only, without a trailing slash or
 * `/api` (the client adds it). Null when it is not such an address.
 */
export function normalizeServerUrl(input: string): string | null {
  let url: URL;
  try {
    url = new URL(String(input).trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  const pathname = url.pathname.replace(/\/+$/, '').replace(/\/api$/, '');
  return `${url.origin}${pathname}`;
}

const timeoutSignal = (ms: number) => AbortSignal.timeout(ms);

/** What a call of contract route `K` sends: its path parameters, query, JSON body or file. */
export type ApiRequest<K extends ApiRouteKey> = (keyof ApiParams<K> extends never
  ? { params?: ApiParams<K> }
  : { params: ApiParams<K> }) & {
  query?: Record<string, string | number | boolean | undefined>;
  body?: ApiBody<K>;
  /** A multipart upload in the field `file`, as every admin upload route takes it. */
  file?: { name: string; data: Uint8Array | string; mimeType: string };
};

// Uploads of a large volume take a while on a slow line; plain reads should answer quickly.
const READ_TIMEOUT_MS = 30_000;
const UPLOAD_TIMEOUT_MS = 10 * 60_000;

/**
 * A small client for the admin API (SPEC.md §7, docs/api.md, "Admin uploads"). It runs in main only:
 * the renderer never talks to the network, and never sees the token.
 */
export function createAdminClient(server: string, token: string | null, fetchImpl: typeof fetch = fetch) {
  async function call<T>(
    method: string,
    path: string,
    body?: string | FormData,
    headers: Record<string, string> = {},
    timeoutMs = READ_TIMEOUT_MS,
  ): Promise<ApiResult<T>> {
    // The UI language: the server answers its details and problems in it.
    const allHeaders: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': acceptLanguage(),
      ...headers,
    };
    if (token) allHeaders.Authorization = `Bearer ${token}`;
    let response: Response;
    try {
      response = await fetchImpl(`${server}/api${path}`, {
        method,
        headers: allHeaders,
        body,
        signal: timeoutSignal(timeoutMs),
        redirect: 'error',
      });
    } catch (err) {
      const reason =
        (err as Error).cause instanceof Error
          ? ((err as Error).cause as Error).message
          : (err as Error).message;
      return failure(0, coded('unreachable', { server, reason }));
    }
    const text = await response.text();
    let parsed: unknown = undefined;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON: a proxy's error page, for instance; the status says enough.
    }
    if (response.ok) return { ok: true, status: response.status, body: parsed as T };
    // Read defensively: a proxy or an older server may answer something else than ApiError.
    const error = (parsed ?? {}) as { [F in keyof ApiError]?: unknown };
    const problems = Array.isArray(error.errors)
      ? (error.errors as Problem[]).filter((p) => p && typeof p.message === 'string')
      : [];
    const detail =
      typeof error.detail === 'string'
        ? error.detail
        : `HTTP ${response.status} ${response.statusText}`.trim();
    return { ...failure(response.status, coded('server_detail', { detail })), problems };
  }

  /**
   * Calls contract route `route` (schemas/src/api/routes.ts): the path comes from the route table
   * and the body and the answer are typed from it, so a change of the server's API that this app
   * does not follow fails its type-check.
   */
  function send<K extends ApiRouteKey>(route: K, request: ApiRequest<K>): Promise<ApiResult<ApiResponse<K>>> {
    const method = route.slice(0, route.indexOf(' '));
    const path = apiPath(route, (request.params ?? {}) as ApiParams<K>, request.query);
    const { file } = request;
    if (file) {
      const form = new FormData();
      form.append(
        'file',
        new Blob([file.data as Uint8Array<ArrayBuffer> | string], { type: file.mimeType }),
        file.name,
      );
      return call(method, path, form, {}, UPLOAD_TIMEOUT_MS);
    }
    if (request.body === undefined) return call(method, path);
    return call(method, path, JSON.stringify(request.body), { 'Content-Type': 'application/json' });
  }

  // Every call goes through a contract route: there is no untyped get/post to build paths by hand.
  return { server, send };
}

export type AdminClient = ReturnType<typeof createAdminClient>;

/**
 * Signs in; only an admin account is accepted. Sends the device token an earlier login gave
 * (device-tokens.ts), so a server that locks the account for others' failures lets this app in.
 * Answers the session token for main's memory and the device token to keep.
 */
export async function login(
  server: string,
  username: string,
  password: string,
  fetchImpl: typeof fetch = fetch,
  deviceToken?: string,
): Promise<ApiResult<{ token: string; deviceToken: string | undefined }>> {
  const client = createAdminClient(server, null, fetchImpl);
  const body = deviceToken ? { username, password, device_token: deviceToken } : { username, password };
  const result = await client.send('POST /login', { body });
  if (!result.ok) return result;
  if (result.body.user_type !== 'admin') {
    return failure(403, coded('not_admin'));
  }
  // An older server answers no device token.
  const given = typeof result.body.device_token === 'string' ? result.body.device_token : undefined;
  return { ok: true, status: result.status, body: { token: result.body.access_token, deviceToken: given } };
}
