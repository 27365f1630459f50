import type { GospelEntry } from '@camino/schemas/gospel-entry';
import useSWR from 'swr';
import { apiGet, apiPost } from '../../../lib/api-client';

export const gospelKey = (date: string) => `/evangelio-del-dia?date=${date}`;

/** GET /evangelio-del-dia?date= (public). 404 when that day has no entry. */
export const getGospel = (date: string) => apiGet<GospelEntry>('/evangelio-del-dia', { query: { date } });

export const useGospel = (date: string) => useSWR<GospelEntry>(gospelKey(date), () => getGospel(date));

/** POST /evangelio-views/increment?date= : one view of that day. Failures are ignored. */
export async function recordGospelView(date: string): Promise<void> {
  try {
    await apiPost<void>('/evangelio-views/increment', undefined, { query: { date } });
  } catch {
    // A lost view count must never disturb reading.
  }
}

/** GET /admin/evangelio-views/{date} (admins): the day's view count. */
export const getGospelViews = async (date: string) =>
  (await apiGet<{ count: number }>(`/admin/evangelio-views/${encodeURIComponent(date)}`)).count;

export const gospelViewsKey = (date: string) => `/admin/evangelio-views/${date}`;

export const useGospelViews = (date: string, enabled: boolean) =>
  useSWR<number>(enabled ? gospelViewsKey(date) : null, () => getGospelViews(date));
