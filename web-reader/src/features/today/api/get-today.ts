import useSWR from 'swr';
import { apiPath } from '@camino/schemas/api/paths';
import type { Language } from '@camino/schemas/languages';
import { apiCall } from '../../../lib/api-client';

/** The SWR key of a day, as the server's pre-render names it too (server/src/pages/page-data.ts). */
export const todayKey = (date: string, lang: Language) => apiPath('GET /today', {}, { date, lang });

/** GET /today?date=&lang= : the liturgical day and the Gospel of the Day (a member's token adds theirs). */
export const getToday = (date: string, lang: Language) =>
  apiCall('GET /today', { query: { date, lang }, sessionOptional: true });

export const useToday = (date: string, lang: Language) =>
  useSWR(todayKey(date, lang), () => getToday(date, lang));
