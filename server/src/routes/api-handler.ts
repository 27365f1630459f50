import type { RequestHandler } from 'express';
import type { ApiResponse, ApiRouteKey } from '@camino/schemas/api/routes';

/**
 * The handler of contract route `K` (schemas/src/api/routes.ts): its `res.json` takes only that
 * route's success body, so a field renamed or added on one side only is a type error.
 */
export type ApiHandler<K extends ApiRouteKey> = RequestHandler<Record<string, string>, ApiResponse<K>>;
