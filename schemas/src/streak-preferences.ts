import type { FromSchema } from 'json-schema-to-ts';
import { validate as precompiled } from './generated/streak-preferences';
import { timeZoneSchema } from './time-zone';
import { fromPrecompiled } from './validator';

/** The member's streak preference and time zone (either or both). */
export const streakPreferencesSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/streak-preferences.json',
  title: 'Streak preferences',
  description: 'Hide or show the streak, and the time zone the member’s days are counted in.',
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: { hidden: { type: 'boolean' }, time_zone: timeZoneSchema },
} as const;

/** A streak preferences body. */
export type StreakPreferencesBody = FromSchema<typeof streakPreferencesSchema>;

/** Checks a streak preferences body. */
export const validateStreakPreferences = fromPrecompiled<StreakPreferencesBody>(precompiled);
