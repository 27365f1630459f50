import { Router, type RequestHandler } from 'express';
import type { RouterDeps } from '../router-deps';
import { pageParams } from './pagination';

/** The record of admin changes, newest first: who, what and when. */
export function createAdminAuditRouter({ services, access }: RouterDeps): Router {
  const list: RequestHandler = async (req, res) => {
    const { offset, limit } = pageParams(req.query);
    res.set('Cache-Control', 'private, no-store');
    res.json(await services.audit.list(offset, limit));
  };

  const router = Router();
  router.get('/admin/audit', access.requireAdmin, list);
  return router;
}
