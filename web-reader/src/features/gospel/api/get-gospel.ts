import useSWR from 'swr';
import { apiPath } from '@camino/schemas/api/paths';
import { apiCall } from '../../../lib/api-client';

export const gospelKey = (date: string) => apiPath('GET /evangelio-del-dia', {}, { date });

/** GET /evangelio-del-dia?date= (public). 404 when that day has no entry. */
export const getGospel = (date: string) => apiCall('GET /evangelio-del-dia', { query: { date } });

export const useGospel = (date: string) => useSWR(gospelKey(date), () => getGospel(date));

/**
 * POST /evangelio-views/increment?date= : one view of that day. Failures are ignored, and a 401 (a
 * stale stored session) only clears that session: the page is public (SPEC.md §8).
 */
export async function recordGospelView(date: string): Promise<void> {
  try {
    await apiCall('POST /evangelio-views/increment', { query: { date }, sessionOptional: true });
  } catch {
    // A lost view count must never disturb reading.
  }
}

/** GET /admin/evangelio-views/{date} (admins): the day's view count, an extra the page can do without. */
export const getGospelViews = async (date: string) =>
  (await apiCall('GET /admin/evangelio-views/:date', { params: { date }, sessionOptional: true })).count;

export const gospelViewsKey = (date: string) => apiPath('GET /admin/evangelio-views/:date', { date });

export const useGospelViews = (date: string, enabled: boolean) =>
  useSWR(enabled ? gospelViewsKey(date) : null, () => getGospelViews(date));
