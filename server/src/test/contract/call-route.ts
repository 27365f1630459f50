import type supertest from 'supertest';
import { apiPath, type ApiParams } from '@camino/schemas/api/paths';
import type { ApiBody, ApiRouteKey } from '@camino/schemas/api/routes';

/** One call of a contract route: what goes into its path, query, body or file, and as whom. */
export type RouteCall<K extends ApiRouteKey> = {
  params?: ApiParams<K>;
  query?: Record<string, string | number | undefined>;
  /** A body the contract accepts; `rawBody` sends anything else (to see it refused). */
  body?: ApiBody<K>;
  rawBody?: unknown;
  /** A multipart upload in the field `file`. */
  file?: { name: string; data: Buffer | string };
  token?: string;
  headers?: Record<string, string>;
};

const FILE_TYPES: Record<string, string> = {
  '.json': 'application/json',
  '.zip': 'application/zip',
  '.md': 'text/markdown',
};

/**
 * Calls routes of the app by their contract key: the method and path come from the route table
 * (apiPath), so a check can never name one route and call another, and the body is typed by
 * the contract like any client's.
 */
export function createRouteCaller(request: ReturnType<typeof supertest>) {
  return <K extends ApiRouteKey>(route: K, call: RouteCall<K> = {} as RouteCall<K>) => {
    const method = route.slice(0, route.indexOf(' ')).toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    const path = apiPath(route, (call.params ?? {}) as ApiParams<K>, call.query);
    let test = request[method](`/api${path}`);
    if (call.token) test = test.set('Authorization', `Bearer ${call.token}`);
    for (const [name, value] of Object.entries(call.headers ?? {})) test = test.set(name, value);
    if (call.file) {
      const { name, data } = call.file;
      const contentType = FILE_TYPES[name.slice(name.lastIndexOf('.'))] ?? 'application/octet-stream';
      return test.attach('file', Buffer.from(data), { filename: name, contentType });
    }
    const body = call.rawBody ?? call.body;
    return body === undefined ? test : test.send(body as object);
  };
}
