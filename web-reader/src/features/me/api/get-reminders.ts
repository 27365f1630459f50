import type { RemindersResponse } from '@camino/schemas/api/reminders';
import { apiPath } from '@camino/schemas/api/paths';
import useSWR from 'swr';
import { apiCall } from '../../../lib/api-client';

export const remindersKey = apiPath('GET /reminders', {});

/** GET /reminders (members): the member's reminder preferences, all off until first saved. */
export const getReminders = (): Promise<RemindersResponse> => apiCall('GET /reminders');

/** The member's reminder preferences, keyed by the token so another member never sees them. */
export const useReminders = (token: string | null) =>
  useSWR(token ? [remindersKey, token] : null, getReminders, { revalidateOnFocus: false });
