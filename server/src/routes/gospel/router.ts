import { Router, type RequestHandler } from 'express';
import { localDate } from '@camino/schemas/calendar-date';
import { dateParam } from '../../lib/params';
import { prepareJson } from '../../http/prepared-response';
import { PUBLIC_REVALIDATE, serveCached } from '../../http/cached-answer';
import type { ApiResponse } from '@camino/schemas/api/routes';
import { gospelDayAnswer } from '../../services/scripture/gospel-day-answer';
import type { ApiHandler } from '../api-handler';
import type { RouterDeps } from '../router-deps';

/** The public Gospel of the Day and its view counter. */
export function createGospelRouter({ services, access, clock, cache }: RouterDeps): Router {
  const today = () => localDate(clock.now());

  const getGospel: RequestHandler = (req, res) => {
    const date = dateParam(req.query.date, today());
    return serveCached(req, res, {
      cache,
      key: `gospel:${date}`,
      load: async () =>
        prepareJson((await gospelDayAnswer(services, date)) satisfies ApiResponse<'GET /evangelio-del-dia'>),
      cacheControl: PUBLIC_REVALIDATE,
    });
  };

  const recordView: ApiHandler<'POST /evangelio-views/increment'> = async (req, res) => {
    await services.gospel.recordView(dateParam(req.query.date, today()));
    res.status(204).end();
  };

  const router = Router();
  router.get('/evangelio-del-dia', access.publicAccess, getGospel);
  router.post('/evangelio-views/increment', access.optionalMember, recordView);
  return router;
}
