import { localDate } from '@camino/schemas/calendar-date';
import { prepareJson } from '../../http/prepared-response';
import { PUBLIC_REVALIDATE, serveCached } from '../../http/cached-answer';
import type { ApiResponse } from '@camino/schemas/api/routes';
import { meterClient } from '../../services/limits/public-meters';
import { gospelDayAnswer } from '../../services/scripture/gospel-day-answer';
import type { ApiHandler, RouteHandlers } from '../api-handler';
import type { RouterDeps } from '../router-deps';

/** The public Gospel of the Day and its view counter. */
export function gospelHandlers({ services, clock, cache }: RouterDeps) {
  const today = () => localDate(clock.now());
  const { meters } = services.limits;

  const getGospel: ApiHandler<'GET /evangelio-del-dia'> = (req, res) => {
    const { date = today() } = res.locals.query;
    return serveCached(req, res, {
      cache,
      key: `gospel:${date}`,
      load: async () =>
        prepareJson((await gospelDayAnswer(services, date)) satisfies ApiResponse<'GET /evangelio-del-dia'>),
      cacheControl: PUBLIC_REVALIDATE,
    });
  };

  /**
   * Counts at most one view per client (meterClient) and date, within LIMITS.gospelView's window,
   * so people sharing one address anonymously count once. A repeated view gets the
   * same 204 and is not counted (its key exists only if the date had a gospel when first viewed).
   */
  const recordView: ApiHandler<'POST /evangelio-views/increment'> = async (req, res) => {
    const { date = today() } = res.locals.query;
    const client = meterClient(req);
    if (await meters.firstView(date, client)) {
      try {
        await services.gospel.recordView(date);
      } catch (err) {
        // Nothing was counted (no gospel that day): the next try must get the same 404.
        await meters.forgetView(date, client);
        throw err;
      }
    }
    // The gospel read by a signed-in member is a devotional action for their streak.
    if (req.auth) await services.streak.recordActionNow(req.auth.id);
    res.status(204).end();
  };

  return {
    'GET /evangelio-del-dia': getGospel,
    'POST /evangelio-views/increment': recordView,
  } satisfies RouteHandlers;
}
