import type { FromSchema } from 'json-schema-to-ts';
import { validate as precompiled } from './generated/reminder-preferences';
import { fromPrecompiled } from './validator';
import { reminderPreferencesProperties } from './api/reminders';

/** The body that saves a member's reminder preferences: push and digest email, each opt-in. */
export const reminderPreferencesSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/reminder-preferences.json',
  title: 'Reminder preferences',
  description:
    'When push reminders and the digest email come, on the member’s clock (an IANA time zone), with quiet hours in which nothing is sent.',
  type: 'object',
  additionalProperties: false,
  required: ['time_zone', 'quiet_hours', 'push', 'email'],
  properties: reminderPreferencesProperties,
} as const;

/** A reminder preferences body. */
export type ReminderPreferencesBody = FromSchema<typeof reminderPreferencesSchema>;

/** Checks a reminder preferences body. */
export const validateReminderPreferences = fromPrecompiled<ReminderPreferencesBody>(precompiled);
