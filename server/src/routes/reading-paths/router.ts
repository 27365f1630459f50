import type { PathActionBody } from '@camino/schemas/path-action';
import type { PathDayMarkBody } from '@camino/schemas/path-day-mark';
import { positiveInt } from '../../lib/params';
import type { ApiHandler, RouteHandlers } from '../api-handler';
import type { RouterDeps } from '../router-deps';

/** Reading paths: the list and one path with the caller's state, and a member's acts on a path. */
export function readingPathsHandlers({ services }: RouterDeps) {
  const { readingPaths } = services;

  const list: ApiHandler<'GET /paths'> = async (req, res) => {
    res.json({ paths: await readingPaths.list(req.auth?.id ?? null, res.locals.query.date) });
  };

  const detail: ApiHandler<'GET /paths/:id'> = async (req, res) => {
    res.json(await readingPaths.detail(req.auth?.id ?? null, String(req.params.id), res.locals.query.date));
  };

  const act: ApiHandler<'PUT /paths/:id/state'> = async (req, res) => {
    const { action, start_date, time_zone } = req.body as PathActionBody;
    res.json(
      await readingPaths.act(req.auth!.id, String(req.params.id), action, {
        startDate: start_date,
        timeZone: time_zone,
      }),
    );
  };

  const markDay: ApiHandler<'PUT /paths/:id/days/:day'> = async (req, res) => {
    const { done, time_zone } = req.body as PathDayMarkBody;
    const day = positiveInt(req.params.day, 'day');
    res.json(await readingPaths.markDay(req.auth!.id, String(req.params.id), day, done, time_zone));
  };

  return {
    'GET /paths': list,
    'GET /paths/:id': detail,
    'PUT /paths/:id/state': act,
    'PUT /paths/:id/days/:day': markDay,
  } satisfies RouteHandlers;
}
