import useSWR from 'swr';
import { apiPath } from '@camino/schemas/api/paths';
import { apiCall } from '../../../lib/api-client';
import { memberToday } from '../../../lib/member-day';

export const streakKey = apiPath('GET /streak', {});

/** GET /streak?date= (members): days in a row with a devotional action, counted on the reader's date. */
export const getStreak = () =>
  apiCall('GET /streak', { query: { date: memberToday() }, sessionOptional: true });

/** The member's streak, keyed by the token; a visitor asks nothing. */
export const useStreak = (token: string | null) =>
  useSWR(token ? [streakKey, token] : null, () => getStreak());

/** PUT /streak: hides or shows the streak and/or tells the server the member's time zone. */
export const saveStreakPreferences = (body: { hidden?: boolean; time_zone?: string }) =>
  apiCall('PUT /streak', { body, sessionOptional: true });
