import useSWR from 'swr';
import { apiGet } from '../../../../lib/api-client';

/** One entry of the admin list: enough to find it, and how often it was read. */
export interface GospelSummary {
  date: string;
  weekday: string;
  reference: string;
  heading: string;
  views: number;
}

export const adminGospelsKey = '/admin/evangelios';

/** GET /admin/evangelios: every entry's summary, newest date first. */
export const getAdminGospels = async (): Promise<GospelSummary[]> =>
  (await apiGet<{ evangelios: GospelSummary[] }>(adminGospelsKey)).evangelios;

export const useAdminGospels = () => useSWR<GospelSummary[]>(adminGospelsKey, getAdminGospels);
