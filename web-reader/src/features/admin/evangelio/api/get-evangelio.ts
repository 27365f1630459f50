import useSWR from 'swr';
import { apiPath } from '@camino/schemas/api/paths';
import { apiCall } from '../../../../lib/api-client';

export const adminGospelKey = (date: string) => apiPath('GET /admin/evangelios/:date', { date });

/** GET /admin/evangelios/{date}: the whole stored entry, its English translation included. */
export const getAdminGospel = (date: string) => apiCall('GET /admin/evangelios/:date', { params: { date } });

/** Null date (no preview open): nothing is fetched. */
export const useAdminGospel = (date: string | null) =>
  useSWR(date === null ? null : adminGospelKey(date), () => getAdminGospel(date!));
