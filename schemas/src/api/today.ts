import type { FromSchema } from 'json-schema-to-ts';
import { LANGUAGES } from '../languages';
import {
  LITURGICAL_CALENDARS,
  LITURGICAL_COLORS,
  LITURGICAL_RANKS,
  LITURGICAL_SEASONS,
} from '../liturgy/liturgical-calendars';
import type { PublicGospelDay } from './gospel';
import { pathStepSchema, streakSchema, type PathStepAnswer, type StreakResponse } from './reading-paths';
import type { liturgicalCalendarConfigSchema, LiturgicalCalendarConfig } from '../liturgical-calendar-config';
import { publishedProperties } from './revisions';
import { calendarDateSchema, schemaRef } from './common';
import { apiObject, arrayOf, closedObject } from './schema-builders';

/**
 * `?date=YYYY-MM-DD&lang=&tz=` of `GET /today`: the date defaults to today in the IANA time zone
 * `tz` (UTC without one); the language is asked as the content routes ask it.
 */
export const todayQuerySchema = apiObject('today-query', 'Today query', {
  properties: {
    date: calendarDateSchema,
    lang: { enum: LANGUAGES },
    tz: {
      type: 'string',
      minLength: 1,
      maxLength: 64,
      description: 'An IANA time zone, e.g. Europe/Madrid.',
    },
  },
});

/** The query of `GET /today`. */
export type TodayQuery = FromSchema<typeof todayQuerySchema>;

/** A code with its name in the answer's language. */
const named = <const C extends readonly string[]>(codes: C) =>
  closedObject({
    required: ['code', 'name'],
    properties: { code: { enum: codes }, name: { type: 'string' } },
  });

/** One celebration of the day: its name in the asked language, rank, colours and seasons. */
export const celebrationSchema = closedObject({
  required: ['id', 'name', 'rank', 'colors', 'seasons', 'optional'],
  properties: {
    id: { type: 'string', description: "romcal's id of the celebration, e.g. advent_1_sunday." },
    name: { type: 'string' },
    rank: named(LITURGICAL_RANKS),
    colors: {
      ...arrayOf(named(LITURGICAL_COLORS)),
      description: 'The liturgical colours, the first the one of the day; none on Holy Saturday.',
    },
    seasons: arrayOf(named(LITURGICAL_SEASONS)),
    optional: { type: 'boolean', description: 'An optional memorial, which may be kept instead of the day.' },
  },
});

/** One celebration of the day. */
export type Celebration = FromSchema<typeof celebrationSchema>;

/** The liturgical day: the celebration kept, the others of that date, and the cycles of the year. */
export const liturgicalDaySchema = closedObject({
  required: ['calendar', 'celebration', 'others', 'sunday_cycle', 'weekday_cycle', 'psalter_week'],
  properties: {
    calendar: { enum: LITURGICAL_CALENDARS, description: 'The calendar followed (the admin setting).' },
    celebration: celebrationSchema,
    others: {
      ...arrayOf(celebrationSchema),
      description:
        'The other celebrations of that date: optional memorials, and on Holy Thursday the Mass of the Lord’s Supper.',
    },
    sunday_cycle: { enum: ['A', 'B', 'C'] },
    weekday_cycle: { enum: [1, 2] },
    psalter_week: { type: 'integer', minimum: 1, maximum: 4 },
  },
});

/** The liturgical day. */
export type LiturgicalDay = FromSchema<typeof liturgicalDaySchema>;

/**
 * `GET /today`: the liturgical day, the Gospel of the Day of that date (what `GET
 * /evangelio-del-dia` answers, null when none is published) and the neighbouring dates. `member`
 * is what a signed-in member has to do that day (paths and streak); absent for visitors.
 */
export const todayResponseSchema = apiObject('today-response', 'Today', {
  required: ['date', 'previous', 'next', 'lang', 'liturgical_day', 'gospel'],
  properties: {
    date: calendarDateSchema,
    previous: calendarDateSchema,
    next: calendarDateSchema,
    lang: { enum: LANGUAGES, description: 'The language of the names.' },
    liturgical_day: liturgicalDaySchema,
    gospel: {
      anyOf: [{ $ref: 'https://camino.app/schemas/api/gospel-day-response.json' }, { type: 'null' }],
    },
    member: closedObject({
      required: ['steps', 'streak'],
      description: "A signed-in member's day: today's step of each path they follow, and their streak.",
      properties: {
        steps: arrayOf(pathStepSchema),
        streak: { anyOf: [streakSchema, { type: 'null' }], description: 'Null when the member hides it.' },
      },
    }),
  },
});

type TodayWithoutReferences = Omit<FromSchema<typeof todayResponseSchema>, 'gospel' | 'member'>;

/** A signed-in member's part of Today. */
export interface MemberTodayAnswer {
  steps: PathStepAnswer[];
  streak: StreakResponse | null;
}

/** What `GET /today` answers (the gospel and streak typed by their own schemas, which it references). */
export type TodayResponse = TodayWithoutReferences & {
  gospel: PublicGospelDay | null;
  member?: MemberTodayAnswer;
};

/**
 * The answer by its `$id`: its `gospel` references the gospel schema, which `FromSchema` cannot
 * follow, so the route table carries the type written above (the checker resolves the reference).
 */
export const todayResponse = schemaRef<typeof todayResponseSchema, TodayResponse>(
  'https://camino.app/schemas/api/today-response.json',
);

/** Body of `PUT /admin/liturgical-calendar` (schemas/src/liturgical-calendar-config.ts). */
export const liturgicalCalendarBody = schemaRef<
  typeof liturgicalCalendarConfigSchema,
  LiturgicalCalendarConfig
>('https://camino.app/schemas/liturgical-calendar-config.json');

/** `GET`/`PUT /admin/liturgical-calendar`: the calendar followed and the ones to choose from. */
export const liturgicalCalendarResponseSchema = apiObject(
  'liturgical-calendar-response',
  'Liturgical calendar setting',
  {
    required: ['calendar', 'calendars'],
    properties: {
      calendar: { enum: LITURGICAL_CALENDARS },
      calendars: { type: 'array', items: { enum: LITURGICAL_CALENDARS } },
      ...publishedProperties,
    },
  },
);

/** What the admin liturgical calendar routes answer. */
export type LiturgicalCalendarResponse = FromSchema<typeof liturgicalCalendarResponseSchema>;
