import useSWR from 'swr';
import { apiPath } from '@camino/schemas/api/paths';
import type { Language } from '@camino/schemas/languages';
import { useSession } from '../../../hooks/use-session';
import { apiCall } from '../../../lib/api-client';

/** The SWR key of a day, as the server's pre-render names it too (server/src/pages/page-data.ts). */
export const todayKey = (date: string, lang: Language) => apiPath('GET /today', {}, { date, lang });

/** GET /today?date=&lang= : the liturgical day and the Gospel of the Day (a member's token adds theirs). */
export const getToday = (date: string, lang: Language) =>
  apiCall('GET /today', { query: { date, lang }, sessionOptional: true });

/** A member's day is theirs: its key names them, so a visitor's cached day is never shown as theirs. */
export function useToday(date: string, lang: Language) {
  const { userInfo } = useSession();
  const key = userInfo ? [todayKey(date, lang), 'member', userInfo.id] : todayKey(date, lang);
  return useSWR(key, () => getToday(date, lang));
}
