import { LITURGICAL_CALENDARS } from '@camino/schemas/liturgy/liturgical-calendars';
import type { LiturgicalCalendarConfig } from '@camino/schemas/liturgical-calendar-config';
import { isDryRun } from '../../services/publishing/dry-run';
import { publishSetting } from '../admin-site/publish-setting';
import type { ApiHandler, RouteHandlers } from '../api-handler';
import type { RouterDeps } from '../router-deps';

/** The admin setting of the calendar Today follows (changing it changes Today for everyone). */
export function adminTodayHandlers({ services }: RouterDeps) {
  const calendars = [...LITURGICAL_CALENDARS];

  const getCalendar: ApiHandler<'GET /admin/liturgical-calendar'> = async (_req, res) => {
    const { calendar } = await services.settings.get('liturgical_calendar');
    res.json({ calendar, calendars });
  };

  // A dry run says what would change; a save is a revision with its audit row, like every setting.
  const putCalendar: ApiHandler<'PUT /admin/liturgical-calendar'> = async (req, res) => {
    const { calendar } = req.body as LiturgicalCalendarConfig;
    const { published } = await publishSetting(
      services,
      { actor: req.auth!, dryRun: isDryRun(res.locals.query) },
      {
        key: 'liturgical_calendar',
        value: { calendar },
        action: 'settings.liturgical_calendar',
        target: 'liturgical_calendar',
        details: () => ({ calendar }),
      },
    );
    res.json({ calendar, calendars, ...published });
  };

  return {
    'GET /admin/liturgical-calendar': getCalendar,
    'PUT /admin/liturgical-calendar': putCalendar,
  } satisfies RouteHandlers;
}
