import type { RemindersResponse } from '@camino/schemas/api/reminders';
import type { ReminderPreferencesBody } from '@camino/schemas/reminder-preferences';
import { apiCall } from '../../../lib/api-client';

/** PUT /reminders: saves the member's reminder preferences and answers them as stored. */
export const saveReminders = (body: ReminderPreferencesBody): Promise<RemindersResponse> =>
  apiCall('PUT /reminders', { body });
