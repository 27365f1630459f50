import type { ApiRouteKey } from './routes';

/** Every API path is under this base (SPEC.md §7); the reader is served by the same origin. */
export const API_BASE = '/api';

type MethodOf<K extends string> = K extends `${infer M} ${string}` ? M : never;
type PathOf<K extends string> = K extends `${string} ${infer P}` ? P : never;

/** The names of a path's `:params`: `'/notes/:volume/:index'` gives `'volume' | 'index'`. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The parameters a route's path needs: `ApiParams<'GET /notes/:volume/:index'>` is `{volume, index}`. */
export type ApiParams<K extends ApiRouteKey> = { [N in ParamNames<PathOf<K>>]: string | number };

/** A route's path with each `:param` as any text: `'/notes/:volume/:index'` gives `/notes/${string}/${string}`. */
type PathPattern<P extends string> = P extends `${infer Head}:${string}/${infer Rest}`
  ? `${Head}${string}/${PathPattern<Rest>}`
  : P extends `${infer Head}:${string}`
    ? `${Head}${string}`
    : P;

type WithoutQuery<P extends string> = P extends `${infer Path}?${string}` ? Path : P;

/**
 * The route(s) a concrete call lands on: `ApiRouteAt<'GET', '/notes/1/2'>` is
 * `'GET /notes/:volume/:index'`. For clients that build paths themselves (`never` when none).
 */
export type ApiRouteAt<M extends string, Path extends string> = {
  [K in ApiRouteKey]: MethodOf<K> extends M
    ? WithoutQuery<Path> extends PathPattern<PathOf<K>>
      ? K
      : never
    : never;
}[ApiRouteKey];

/**
 * The path of `route` under `/api` with its parameters filled in (URI-encoded) and an optional
 * query: `apiPath('GET /notes/:volume/:index', { volume: 1, index: 2 })` is `'/notes/1/2'`.
 */
export function apiPath<K extends ApiRouteKey>(
  route: K,
  params: ApiParams<K>,
  query?: Record<string, string | number | boolean | undefined>,
): string {
  const values = params as Record<string, string | number>;
  const path = route
    .slice(route.indexOf(' ') + 1)
    .replace(/:([A-Za-z_]+)/g, (_match, name: string) => encodeURIComponent(String(values[name])));
  const pairs = Object.entries(query ?? {}).filter(([, v]) => v !== undefined);
  if (pairs.length === 0) return path;
  return `${path}?${new URLSearchParams(pairs.map(([k, v]): [string, string] => [k, String(v)])).toString()}`;
}
