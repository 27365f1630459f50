import { isDbReachable } from '../../db/connection';
import { DEFAULT_HTTP_TIMEOUTS } from '../../http/timeouts';
import type { ApiHandler, RouteHandlers } from '../api-handler';
import type { RouterDeps } from '../router-deps';
import { withDeadline } from './with-deadline';

/**
 * `GET /health`: 200 when the database answers, 503 otherwise (for load balancers and monitors),
 * within HEALTH_TIMEOUT_MS whatever the database does: a database that accepts connections but
 * never answers must not hold the health check, or the balancer's own timeout decides instead.
 * One probe runs at a time; checks arriving meanwhile share it, so a silent database does not
 * collect a pile of waiting probes (each holds a pooled connection until its statement timeout).
 */
export function healthHandlers({ db, config }: RouterDeps) {
  const deadlineMs = config.httpTimeouts?.healthMs ?? DEFAULT_HTTP_TIMEOUTS.healthMs;
  let probe: Promise<boolean> | undefined;
  const health: ApiHandler<'GET /health'> = async (_req, res) => {
    probe ??= isDbReachable(db).finally(() => {
      probe = undefined;
    });
    const reachable = await withDeadline(probe, deadlineMs, false);
    res
      .status(reachable ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({ status: reachable ? 'ok' : 'degraded', database: reachable ? 'reachable' : 'unreachable' });
  };
  return { 'GET /health': health } satisfies RouteHandlers;
}
