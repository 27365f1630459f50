import { Router } from 'express';
import type { ApiHandler } from '../api-handler';
import type { RouterDeps } from '../router-deps';
import { pageParams } from './pagination';

/** The record of admin changes, newest first: who, what and when. */
export function createAdminAuditRouter({ services, access }: RouterDeps): Router {
  const list: ApiHandler<'GET /admin/audit'> = async (req, res) => {
    const { offset, limit } = pageParams(req.query);
    res.json(await services.audit.list(offset, limit));
  };

  const router = Router();
  router.get('/admin/audit', access.requireAdmin, list);
  return router;
}
