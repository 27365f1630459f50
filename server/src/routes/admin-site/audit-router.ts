import type { ApiHandler, RouteHandlers } from '../api-handler';
import type { RouterDeps } from '../router-deps';
import { pageOf } from './pagination';

/** The record of admin changes, newest first: who, what and when. */
export function adminAuditHandlers({ services }: RouterDeps) {
  const list: ApiHandler<'GET /admin/audit'> = async (req, res) => {
    const { offset, limit } = pageOf(res.locals.query);
    res.json(await services.audit.list(offset, limit));
  };

  return { 'GET /admin/audit': list } satisfies RouteHandlers;
}
