import { Router } from 'express';
import { isDbReachable } from '../../db/connection';
import type { ApiHandler } from '../api-handler';
import type { RouterDeps } from '../router-deps';

/** `GET /health`: 200 when the database answers, 503 otherwise (for load balancers and monitors). */
export function createHealthRouter({ db, access }: RouterDeps): Router {
  const router = Router();
  const health: ApiHandler<'GET /health'> = async (_req, res) => {
    const reachable = await isDbReachable(db);
    res
      .status(reachable ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({ status: reachable ? 'ok' : 'degraded', database: reachable ? 'reachable' : 'unreachable' });
  };
  router.get('/health', access.publicAccess, health);
  return router;
}
