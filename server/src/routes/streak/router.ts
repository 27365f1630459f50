import type { StreakPreferencesBody } from '@camino/schemas/streak-preferences';
import type { ApiHandler, RouteHandlers } from '../api-handler';
import type { RouterDeps } from '../router-deps';

/** The member's streak, and hiding it or telling the server their time zone. */
export function streakHandlers({ services }: RouterDeps) {
  const { streak } = services;

  const get: ApiHandler<'GET /streak'> = async (req, res) => {
    res.json(await streak.streakFor(req.auth!.id, res.locals.query.date));
  };

  const put: ApiHandler<'PUT /streak'> = async (req, res) => {
    const { hidden, time_zone } = req.body as StreakPreferencesBody;
    res.json(await streak.savePreferences(req.auth!.id, { streak_hidden: hidden, time_zone }));
  };

  return { 'GET /streak': get, 'PUT /streak': put } satisfies RouteHandlers;
}
