import { Router, type RequestHandler } from 'express';
import { QUERY_VALIDATORS } from '@camino/schemas/api-query-validators';
import { API_ROUTES, type ApiAccess, type ApiRouteKey, type ApiRouteSpec } from '@camino/schemas/api/routes';
import type { Message } from '../errors';
import type { Access } from '../middleware/access';
import { singleFileUpload } from '../middleware/single-file-upload';
import { validateBody, validateQuery, type QuerySchema } from '../middleware/validate';
import type { ApiHandler, ApiHandlers, RouteHandlers, RouteSteps, UploadSteps } from './api-handler';
import { BODY_VALIDATORS } from './body-validators';

/** The table's rows in its order, which is the order they are mounted in (see routeOrderProblems). */
const ROWS = Object.entries(API_ROUTES as Record<ApiRouteKey, ApiRouteSpec>) as Array<
  [ApiRouteKey, ApiRouteSpec]
>;

const GUARDS = {
  public: 'publicAccess',
  'optional-member': 'optionalMember',
  member: 'requireMember',
  admin: 'requireAdmin',
} as const satisfies Record<ApiAccess, keyof Access>;

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never;

/**
 * The handlers of several modules as one object. A route handled by two modules is an error (the
 * later would silently win); the type is every module's keys, so assigning the result to
 * ApiHandlers fails to compile while a route has no handler.
 */
export function combineHandlers<G extends RouteHandlers[]>(...groups: G): UnionToIntersection<G[number]> {
  const combined: Record<string, unknown> = {};
  for (const group of groups) {
    for (const [key, handler] of Object.entries(group)) {
      if (key in combined) throw new Error(`${key} is handled twice`);
      combined[key] = handler;
    }
  }
  return combined as UnionToIntersection<G[number]>;
}

/** Throws unless every row of the table has a handler (what ApiHandlers says, held at run time too). */
export function assertEveryRouteHandled(handlers: ApiHandlers): void {
  const missing = ROWS.filter(([key]) => !(key in handlers)).map(([key]) => key);
  if (missing.length > 0) throw new Error(`routes without a handler: ${missing.join(', ')}`);
}

/**
 * A router with the rows of the table that `handlers` handles, in table order, each mounted as
 * its row says: the access guard, the handler's `before` steps, the query checked with the row's
 * schema (the handler reads the checked values from `res.locals.query`), the upload under the
 * row's rule, the body checked with the row's schema, the `after` steps, the handler.
 */
export function mountRoutes(handlers: RouteHandlers, access: Access): Router {
  const router = Router();
  for (const [key, spec] of ROWS) {
    const handler = handlers[key];
    if (handler === undefined) continue;
    const [method, path] = key.split(' ') as [string, string];
    const chain = chainOf(key, spec, handler as ApiHandler<ApiRouteKey> | RouteSteps<ApiRouteKey>, access);
    router[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](path, ...chain);
  }
  return router;
}

function chainOf(
  key: ApiRouteKey,
  spec: ApiRouteSpec,
  handler: ApiHandler<ApiRouteKey> | RouteSteps<ApiRouteKey>,
  access: Access,
): RequestHandler[] {
  const steps: Partial<UploadSteps<ApiRouteKey>> & RouteSteps<ApiRouteKey> =
    typeof handler === 'function' ? { handle: handler } : handler;
  return [
    access[GUARDS[spec.access]],
    ...(steps.before ?? []),
    ...queryCheckOf(key, spec),
    ...uploadOf(key, spec, steps.wrongFileMessage),
    ...bodyCheckOf(key, spec, steps),
    ...(steps.after ?? []),
    steps.handle as unknown as RequestHandler,
  ];
}

function queryCheckOf(key: ApiRouteKey, spec: ApiRouteSpec): RequestHandler[] {
  if (!spec.query) return [];
  const schema = spec.query as QuerySchema & { $id: string };
  const validator = QUERY_VALIDATORS.get(schema.$id);
  if (!validator) throw new Error(`${key}: no validator for its query ${schema.$id}`);
  return [validateQuery(schema, validator)];
}

function uploadOf(key: ApiRouteKey, spec: ApiRouteSpec, wrongFileMessage: Message | undefined) {
  if (!spec.upload) return [];
  if (wrongFileMessage === undefined) throw new Error(`${key}: an upload route needs its wrongFileMessage`);
  return [singleFileUpload(spec.upload, wrongFileMessage)];
}

function bodyCheckOf(key: ApiRouteKey, spec: ApiRouteSpec, steps: RouteSteps<ApiRouteKey>): RequestHandler[] {
  if (!spec.body) {
    if (steps.checkBody !== undefined) throw new Error(`${key} takes no body to check`);
    return [];
  }
  if (steps.checkBody !== undefined) return steps.checkBody ? [steps.checkBody] : [];
  const validator = BODY_VALIDATORS.get(spec.body.$ref);
  if (!validator) throw new Error(`${key}: no validator for its body ${spec.body.$ref}`);
  return [validateBody(validator)];
}
