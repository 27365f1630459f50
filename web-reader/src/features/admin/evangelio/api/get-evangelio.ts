import type { GospelEntry } from '@camino/schemas/gospel-entry';
import useSWR from 'swr';
import { apiGet } from '../../../../lib/api-client';

export const adminGospelKey = (date: string) => `/admin/evangelios/${date}`;

/** GET /admin/evangelios/{date}: the whole stored entry, its English translation included. */
export const getAdminGospel = (date: string) => apiGet<GospelEntry>(adminGospelKey(date));

/** Null date (no preview open): nothing is fetched. */
export const useAdminGospel = (date: string | null) =>
  useSWR<GospelEntry>(date === null ? null : adminGospelKey(date), () => getAdminGospel(date!));
