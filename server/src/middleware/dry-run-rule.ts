import { problem } from '@camino/schemas/messages/render-problem';
import type { Request } from 'express';
import { API_ROUTES, type ApiRouteSpec } from '@camino/schemas/api/routes';
import { badRequest, message } from '../errors';

/**
 * The admin routes that honour `?dry_run=1` (answer what would happen, change nothing): those
 * whose query in the route table declares it. Every other admin call refuses the parameter, so a
 * dry run is never taken for a real change (access.ts applies this to every admin route).
 */
const HONOURS_DRY_RUN = new Set(
  Object.entries(API_ROUTES as Record<string, ApiRouteSpec>)
    .filter(([, spec]) => spec.access === 'admin' && declaresDryRun(spec))
    .map(([key]) => key),
);

function declaresDryRun(spec: ApiRouteSpec): boolean {
  const properties = (spec.query as { properties?: Record<string, unknown> } | undefined)?.properties;
  return properties !== undefined && 'dry_run' in properties;
}

/** 400 when an admin call carries `dry_run` but its route (`req.route`, as mounted) has no dry run. */
export function refuseUndeclaredDryRun(req: Request): void {
  if ((req.query as Record<string, unknown>).dry_run === undefined) return;
  const path = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof path === 'string' && HONOURS_DRY_RUN.has(`${req.method} ${path}`)) return;
  throw badRequest(message('no_dry_run'), [problem('/dry_run', 'not_accepted_here')]);
}
