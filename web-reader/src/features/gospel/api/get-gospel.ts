import useSWR from 'swr';
import { apiPath } from '@camino/schemas/api/paths';
import { apiCall } from '../../../lib/api-client';

export const gospelKey = (date: string) => apiPath('GET /evangelio-del-dia', {}, { date });

/** GET /evangelio-del-dia?date= (public). 404 when that day has no entry. */
export const getGospel = (date: string) => apiCall('GET /evangelio-del-dia', { query: { date } });

export const useGospel = (date: string) => useSWR(gospelKey(date), () => getGospel(date));

/** POST /evangelio-views/increment?date= : one view of that day. Failures are ignored. */
export async function recordGospelView(date: string): Promise<void> {
  try {
    await apiCall('POST /evangelio-views/increment', { query: { date } });
  } catch {
    // A lost view count must never disturb reading.
  }
}

/** GET /admin/evangelio-views/{date} (admins): the day's view count. */
export const getGospelViews = async (date: string) =>
  (await apiCall('GET /admin/evangelio-views/:date', { params: { date } })).count;

export const gospelViewsKey = (date: string) => apiPath('GET /admin/evangelio-views/:date', { date });

export const useGospelViews = (date: string, enabled: boolean) =>
  useSWR(enabled ? gospelViewsKey(date) : null, () => getGospelViews(date));
