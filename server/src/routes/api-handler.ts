import type { RequestHandler } from 'express';
import type { API_ROUTES, ApiQuery, ApiResponse, ApiRouteKey } from '@camino/schemas/api/routes';
import type { Message } from '../errors';

/** What a route's handler finds in `res.locals`: the checked query, when the route takes one. */
type RouteLocals<K extends ApiRouteKey> = Record<string, unknown> &
  ([ApiQuery<K>] extends [never] ? unknown : { query: ApiQuery<K> });

/**
 * The handler of contract route `K` (schemas/src/api/routes.ts): its `res.json` takes only that
 * route's success body, so a field renamed or added on one side only is a type error; the query
 * it reads is `res.locals.query`, checked by the row's schema (mount-routes.ts), typed from it.
 */
export type ApiHandler<K extends ApiRouteKey> = RequestHandler<
  Record<string, string>,
  ApiResponse<K>,
  unknown,
  never,
  RouteLocals<K>
>;

/**
 * A handler with the route's own steps around what the row mounts (mount-api.ts: access guard,
 * `before`, the upload, the body check, `after`, `handle`).
 */
export interface RouteSteps<K extends ApiRouteKey> {
  /** Runs before the body is read or checked (a login attempt counts even when its body is refused). */
  before?: RequestHandler[];
  /**
   * Replaces the row's body validator: a check of the same schema that words its answer itself,
   * or null when the handler reads the body itself (a route whose body is optional).
   */
  checkBody?: RequestHandler | null;
  /** Runs once the checks passed, before `handle`. */
  after?: RequestHandler[];
  handle: ApiHandler<K>;
}

/** An upload route's steps: what a file of the wrong type is told (SPEC.md §5 wording). */
export interface UploadSteps<K extends ApiRouteKey> extends RouteSteps<K> {
  wrongFileMessage: Message;
}

/** What a route key is mounted with: its handler, or its steps when it has more than the row's. */
export type RouteHandler<K extends ApiRouteKey> = (typeof API_ROUTES)[K] extends { upload: object }
  ? UploadSteps<K>
  : ApiHandler<K> | RouteSteps<K>;

/** A handler for every route of the table: a key left out, or one the table lacks, fails to compile. */
export type ApiHandlers = { [K in ApiRouteKey]: RouteHandler<K> };

/** One module's share of ApiHandlers (`satisfies RouteHandlers`: a key the table lacks fails). */
export type RouteHandlers = Partial<ApiHandlers>;
