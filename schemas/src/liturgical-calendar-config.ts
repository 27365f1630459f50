import type { FromSchema } from 'json-schema-to-ts';
import { validate as precompiled } from './generated/liturgical-calendar-config';
import { LITURGICAL_CALENDARS } from './liturgy/liturgical-calendars';
import { fromPrecompiled } from './validator';

/** The calendar Today follows: the General Roman Calendar alone or with one national calendar. */
export const liturgicalCalendarConfigSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/liturgical-calendar-config.json',
  title: 'Liturgical calendar config',
  description: 'The liturgical calendar the Today page follows for everyone.',
  type: 'object',
  required: ['calendar'],
  properties: { calendar: { enum: LITURGICAL_CALENDARS } },
} as const;

/** The liturgical calendar setting. */
export type LiturgicalCalendarConfig = FromSchema<typeof liturgicalCalendarConfigSchema>;

/** Checks a liturgical calendar setting body. */
export const validateLiturgicalCalendarConfig = fromPrecompiled<LiturgicalCalendarConfig>(precompiled);
