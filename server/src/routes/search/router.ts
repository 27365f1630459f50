import { meterClient } from '../../services/limits/public-meters';
import type { ApiHandler, RouteHandlers } from '../api-handler';
import type { RouterDeps } from '../router-deps';

/**
 * `GET /search`: anyone may search; a valid token adds the member-only chapter text and the
 * caller's own notes. Never cached (the answer depends on who asks). Metered per client
 * (LIMITS.search) once the parameters are valid: 429 with Retry-After past it.
 */
export function searchHandlers({ services }: RouterDeps) {
  const search: ApiHandler<'GET /search'> = async (req, res) => {
    const { q, lang = 'en', kind } = res.locals.query;
    await services.limits.meters.search(meterClient(req));
    res.json(await services.search.search({ text: q.trim(), language: lang, kind, userId: req.auth?.id }));
  };

  return { 'GET /search': search } satisfies RouteHandlers;
}
