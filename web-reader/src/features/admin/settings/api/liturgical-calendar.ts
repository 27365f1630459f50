import useSWR from 'swr';
import { apiPath } from '@camino/schemas/api/paths';
import type { LiturgicalCalendarId } from '@camino/schemas/liturgy/liturgical-calendars';
import { apiCall } from '../../../../lib/api-client';

export const liturgicalCalendarKey = apiPath('GET /admin/liturgical-calendar', {});

/** GET /admin/liturgical-calendar: the calendar Today follows and the ones to choose from. */
export const useLiturgicalCalendar = () =>
  useSWR(liturgicalCalendarKey, () => apiCall('GET /admin/liturgical-calendar'));

/** PUT /admin/liturgical-calendar {calendar}; with `dryRun` only says what would change. */
export const saveLiturgicalCalendar = (calendar: LiturgicalCalendarId, dryRun = false) =>
  apiCall('PUT /admin/liturgical-calendar', {
    body: { calendar },
    ...(dryRun ? { query: { dry_run: '1' } } : {}),
  });
