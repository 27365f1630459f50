import type { FromSchema } from 'json-schema-to-ts';
import { validate as precompiled } from './generated/path-day-mark';
import { timeZoneSchema } from './time-zone';
import { fromPrecompiled } from './validator';

/** Marks a day of a reading path done or not done. */
export const pathDayMarkSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/path-day-mark.json',
  title: 'Reading path day mark',
  description: 'Whether the member has done this day of the path.',
  type: 'object',
  additionalProperties: false,
  required: ['done'],
  properties: { done: { type: 'boolean' }, time_zone: timeZoneSchema },
} as const;

/** A day mark body. */
export type PathDayMarkBody = FromSchema<typeof pathDayMarkSchema>;

/** Checks a day mark body. */
export const validatePathDayMark = fromPrecompiled<PathDayMarkBody>(precompiled);
