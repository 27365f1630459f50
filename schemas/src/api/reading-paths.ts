import type { FromSchema } from 'json-schema-to-ts';
import type { pathSchema, PathFile } from '../path';
import type { pathActionSchema, PathActionBody } from '../path-action';
import type { pathDayMarkSchema, PathDayMarkBody } from '../path-day-mark';
import type { streakPreferencesSchema, StreakPreferencesBody } from '../streak-preferences';
import { calendarDateSchema, instantSchema, schemaRef } from './common';
import { publishedProperties } from './revisions';
import { apiList, apiObject, arrayOf, closedObject, messageAnswer } from './schema-builders';

/** A text in both UI languages, as a path file holds it (the reader shows the one it speaks). */
const bilingualText = closedObject({
  required: ['en', 'es'],
  properties: { en: { type: 'string' }, es: { type: 'string' } },
});

const pathStart = { type: 'string', enum: ['on-join', 'first-sunday-of-advent', 'ash-wednesday'] } as const;

/** A chapter a day names. */
const chapterPlace = closedObject({
  required: ['volume', 'index'],
  properties: { volume: { type: 'integer', minimum: 1 }, index: { type: 'integer', minimum: 1 } },
});

/** How a member stands with a path (null: never joined) and where they are in it. */
const memberStateProperties = {
  state: { enum: ['active', 'paused', 'left', null], description: 'null: the member never joined it.' },
  start_date: {
    anyOf: [calendarDateSchema, { type: 'null' }],
    description: 'The date of day 1 (null for an on-join path not joined).',
  },
  done_count: { type: 'integer', minimum: 0 },
  today_day: {
    type: ['integer', 'null'],
    minimum: 1,
    description: "Today's step: the day to do today (null when none, or the path is paused).",
  },
} as const;

const pathHeadProperties = {
  id: { type: 'string' },
  title: bilingualText,
  description: bilingualText,
  start: pathStart,
  day_count: { type: 'integer', minimum: 1 },
} as const;

const REQUIRED_HEAD = ['id', 'title', 'description', 'start', 'day_count'] as const;
const REQUIRED_STATE = ['state', 'start_date', 'done_count', 'today_day'] as const;

/** One path in `GET /paths`, with the caller's state (a visitor's: never joined). */
export const pathListItemSchema = closedObject({
  required: [...REQUIRED_HEAD, ...REQUIRED_STATE],
  properties: { ...pathHeadProperties, ...memberStateProperties },
});

/** `GET /paths`: every published path. */
export const pathsResponseSchema = apiList('reading-paths-response', 'Reading paths', {
  paths: pathListItemSchema,
});

/** What `GET /paths` answers. */
export type PathsResponse = FromSchema<typeof pathsResponseSchema>;

/** One day of a path with what it asks and whether the member did it. */
export const pathDaySchema = closedObject({
  required: ['day', 'date', 'done', 'how', 'chapters', 'gospel', 'prompt'],
  properties: {
    day: { type: 'integer', minimum: 1 },
    date: { anyOf: [calendarDateSchema, { type: 'null' }] },
    done: { type: 'boolean' },
    how: { enum: ['watched', 'marked', null], description: 'watched: every chapter of the day is watched.' },
    chapters: arrayOf(chapterPlace),
    gospel: { type: 'boolean', description: "True: the gospel of the day's date." },
    prompt: { anyOf: [bilingualText, { type: 'null' }] },
  },
});

/** `GET /paths/{id}` and the member writes on a path: the path, its days and the member's state. */
export const pathDetailSchema = apiObject('reading-path-detail', 'Reading path', {
  required: [...REQUIRED_HEAD, ...REQUIRED_STATE, 'days'],
  properties: { ...pathHeadProperties, ...memberStateProperties, days: arrayOf(pathDaySchema) },
});

/** What `GET /paths/{id}` answers. */
export type PathDetail = FromSchema<typeof pathDetailSchema>;

/** `?date=` of the path reads: the caller's own date (default: today in their time zone). */
export const pathDateQuerySchema = apiObject('reading-path-date-query', 'Reading path date query', {
  properties: { date: calendarDateSchema },
});

/** Body of `PUT /paths/{id}/state` (schemas/src/path-action.ts). */
export const pathActionBody = schemaRef<typeof pathActionSchema, PathActionBody>(
  'https://camino.app/schemas/path-action.json',
);

/** Body of `PUT /paths/{id}/days/{day}` (schemas/src/path-day-mark.ts). */
export const pathDayMarkBody = schemaRef<typeof pathDayMarkSchema, PathDayMarkBody>(
  'https://camino.app/schemas/path-day-mark.json',
);

/** Today's step of one path a member follows (the Today page's and the digest's). */
export const pathStepSchema = closedObject({
  required: ['path_id', 'title', 'day', 'days', 'date', 'chapters', 'gospel', 'prompt'],
  properties: {
    path_id: { type: 'string' },
    title: { type: 'string', description: "The path's title in the asked language." },
    day: { type: 'integer', minimum: 1, description: 'The day of the path this step is.' },
    days: { type: 'integer', minimum: 1, description: 'How many days the path has.' },
    date: { anyOf: [calendarDateSchema, { type: 'null' }] },
    chapters: arrayOf(
      closedObject({
        required: ['volume', 'index'],
        properties: { volume: { type: 'integer' }, index: { type: 'integer' } },
      }),
    ),
    gospel: { type: 'boolean', description: "The step asks for that day's Gospel." },
    prompt: { type: ['string', 'null'] },
  },
});

/** Today's step of one path. */
export type PathStepAnswer = FromSchema<typeof pathStepSchema>;

/** `GET /streak`: days in a row with a devotional action, in the member's time zone. */
/** The streak's fields (`GET /streak`, and a member's Today). */
const STREAK_FIELDS = {
  required: ['days', 'rest_days', 'since', 'today_done', 'hidden', 'time_zone', 'today'],
  properties: {
    days: { type: 'integer', minimum: 0, description: 'Days with a devotional action in the run.' },
    rest_days: {
      type: 'array',
      items: calendarDateSchema,
      description: 'Missed days inside the run, one per ISO week at most, that did not break it.',
    },
    since: { anyOf: [calendarDateSchema, { type: 'null' }] },
    today_done: { type: 'boolean' },
    hidden: { type: 'boolean', description: 'The member chose not to see their streak.' },
    time_zone: { type: 'string' },
    today: calendarDateSchema,
  },
} as const;

/** A member's streak, as Today embeds it. */
export const streakSchema = closedObject(STREAK_FIELDS);

export const streakResponseSchema = apiObject('streak-response', 'Streak', STREAK_FIELDS);

/** What `GET /streak` answers. */
export type StreakResponse = FromSchema<typeof streakResponseSchema>;

/** Body of `PUT /streak` (schemas/src/streak-preferences.ts). */
export const streakPreferencesBody = schemaRef<typeof streakPreferencesSchema, StreakPreferencesBody>(
  'https://camino.app/schemas/streak-preferences.json',
);

/** The reading path file a path upload or edit takes (schemas/src/path.ts). */
export const pathFileBody = schemaRef<typeof pathSchema, PathFile>('https://camino.app/schemas/path.json');

/** A path in the admin list. */
export const adminPathSchema = closedObject({
  required: ['id', 'title', 'start', 'day_count', 'updated_at'],
  properties: {
    id: { type: 'string' },
    title: bilingualText,
    start: pathStart,
    day_count: { type: 'integer', minimum: 1 },
    updated_at: instantSchema,
  },
});

/** `GET /admin/paths`: every published path. */
export const adminPathsResponseSchema = apiList('admin-paths-response', 'Admin reading paths', {
  paths: adminPathSchema,
});

/** What `GET /admin/paths` answers. */
export type AdminPathsResponse = FromSchema<typeof adminPathsResponseSchema>;

/** `GET /admin/path/{id}`: the path file as published, encoded like chapter content (`content` in routes.ts). */
export const adminPathResponseSchema = apiObject('admin-path-response', 'Admin reading path', {
  required: ['id', 'encoded_content'],
  properties: { id: { type: 'string' }, encoded_content: { type: 'string' } },
});

/** `PUT /admin/path` and `DELETE /admin/path/{id}`: the message, the path's id and what changed. */
export const adminPathSaveResponseSchema = messageAnswer(
  'admin-path-save-response',
  'Reading path published',
  {
    required: ['id'],
    properties: { id: { type: 'string' }, ...publishedProperties },
  },
);

/** What `PUT /admin/path` and `DELETE /admin/path/{id}` answer. */
export type AdminPathSaveResponse = FromSchema<typeof adminPathSaveResponseSchema>;
