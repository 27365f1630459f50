import { askedLanguage } from '../../i18n/content-language';
import { prepareJson } from '../../http/prepared-response';
import { PUBLIC_REVALIDATE, serveCached } from '../../http/cached-answer';
import type { ApiHandler, RouteHandlers } from '../api-handler';
import type { RouterDeps } from '../router-deps';
import { todayDate } from './today-params';

/** Today: the liturgical day, the Gospel of the Day and, for a member, their own day. */
export function todayHandlers({ services, clock, cache }: RouterDeps) {
  const getToday: ApiHandler<'GET /today'> = async (req, res) => {
    const date = todayDate(res.locals.query, clock.now());
    const lang = askedLanguage(req, res);
    res.vary('Authorization');
    if (req.auth) {
      // A member's day is theirs alone: never kept, by this server or any other cache.
      res.set('Cache-Control', 'private, no-store');
      res.json(await services.today.memberDay(date, lang, req.auth.id));
      return;
    }
    // Keyed by the date the asked one resolved to: `?tz=` only chooses that date.
    return serveCached(req, res, {
      cache,
      key: `today:${date}:${lang}`,
      load: async () => prepareJson(await services.today.publicDay(date, lang)),
      cacheControl: PUBLIC_REVALIDATE,
    });
  };

  return { 'GET /today': getToday } satisfies RouteHandlers;
}
