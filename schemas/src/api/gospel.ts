import type { FromSchema } from 'json-schema-to-ts';
import { dryRunProperty, publishedProperties } from './revisions';
import type { gospelDeleteBodySchema, GospelDeleteBody } from '../gospel-delete-body';
import type { gospelEntrySchema, GospelEntry } from '../gospel-entry';
import type {
  gospelDayResponseSchema,
  GospelDayResponse as GospelDayWithChapters,
} from '../scripture/gospel-day-response';
import { calendarDateSchema, schemaRef } from './common';
import { referenceWarningProperties } from './scripture';

/**
 * `GET /evangelio-del-dia` and `GET /admin/evangelios/{date}`: the stored entry as uploaded
 * (gospel-entry.json), reflections already sanitized.
 */
export const gospelDayResponse = schemaRef<typeof gospelEntrySchema, GospelEntry>(
  'https://camino.app/schemas/gospel-entry.json',
);

/** One day's Gospel as the admin preview gets it. */
export type GospelDayResponse = GospelEntry;

/**
 * `GET /evangelio-del-dia`: the entry with `related_chapters`, the published chapters that teach
 * its passage (schemas/src/scripture/gospel-day-response.ts).
 */
export const publicGospelDayResponse = schemaRef<typeof gospelDayResponseSchema, GospelDayWithChapters>(
  'https://camino.app/schemas/api/gospel-day-response.json',
);

/** What `GET /evangelio-del-dia` answers. */
export type PublicGospelDay = GospelDayWithChapters;

/** `?date=YYYY-MM-DD` of the public gospel routes; today (server time) when absent. */
export const gospelDateQuerySchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/api/gospel-date-query.json',
  title: 'Gospel date query',
  type: 'object',
  additionalProperties: false,
  properties: { date: calendarDateSchema },
} as const;

/** The query of the public gospel routes. */
export type GospelDateQuery = FromSchema<typeof gospelDateQuerySchema>;

/** One entry of the admin gospel list. */
export const gospelSummarySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['date', 'weekday', 'reference', 'heading', 'views'],
  properties: {
    date: calendarDateSchema,
    weekday: { type: 'string' },
    reference: { type: 'string' },
    heading: { type: 'string' },
    views: { type: 'integer', minimum: 0 },
  },
} as const;

/** An entry in the admin gospel list. */
export type GospelSummary = FromSchema<typeof gospelSummarySchema>;

/** `GET /admin/evangelios`: every entry, newest date first, with its view count. */
export const gospelListResponseSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/api/gospel-list-response.json',
  title: 'Gospel list',
  type: 'object',
  additionalProperties: false,
  required: ['evangelios'],
  properties: { evangelios: { type: 'array', items: gospelSummarySchema } },
} as const;

/** What `GET /admin/evangelios` answers. */
export type GospelListResponse = FromSchema<typeof gospelListResponseSchema>;

/** `POST /admin/evangelios/upload`: the dates stored (replacing entries of the same date). */
export const gospelUploadResponseSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/api/gospel-upload-response.json',
  title: 'Gospel upload',
  type: 'object',
  additionalProperties: false,
  required: ['message', 'entries_count', 'filename', 'dates'],
  properties: {
    message: { type: 'string' },
    entries_count: { type: 'integer', minimum: 1 },
    filename: { type: 'string' },
    dates: { type: 'array', items: calendarDateSchema },
    ...referenceWarningProperties,
    ...publishedProperties,
  },
} as const;

/** What `POST /admin/evangelios/upload` answers. */
export type GospelUploadResponse = FromSchema<typeof gospelUploadResponseSchema>;

/** Body of `DELETE /admin/evangelios` (schemas/src/gospel-delete-body.ts), unless `?all=true`. */
export const gospelDeleteBody = schemaRef<typeof gospelDeleteBodySchema, GospelDeleteBody>(
  'https://camino.app/schemas/gospel-delete-body.json',
);

/** `?all=true` deletes every entry (and then no body is sent). */
export const gospelDeleteQuerySchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/api/gospel-delete-query.json',
  title: 'Gospel delete query',
  type: 'object',
  additionalProperties: false,
  properties: { all: { const: 'true' }, dry_run: dryRunProperty },
} as const;

/** The query of `DELETE /admin/evangelios`. */
export type GospelDeleteQuery = FromSchema<typeof gospelDeleteQuerySchema>;

/** `DELETE /admin/evangelios`: how many entries went. */
export const gospelDeleteResponseSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/api/gospel-delete-response.json',
  title: 'Gospel delete',
  type: 'object',
  additionalProperties: false,
  required: ['message', 'deleted'],
  properties: {
    message: { type: 'string' },
    deleted: { type: 'integer', minimum: 0 },
    ...publishedProperties,
  },
} as const;

/** What `DELETE /admin/evangelios` answers. */
export type GospelDeleteResponse = FromSchema<typeof gospelDeleteResponseSchema>;

/** `GET /admin/evangelio-views/{date}`: how often that date's Gospel was opened. */
export const gospelViewsResponseSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/api/gospel-views-response.json',
  title: 'Gospel views',
  type: 'object',
  additionalProperties: false,
  required: ['date', 'count'],
  properties: { date: calendarDateSchema, count: { type: 'integer', minimum: 0 } },
} as const;

/** What `GET /admin/evangelio-views/{date}` answers. */
export type GospelViewsResponse = FromSchema<typeof gospelViewsResponseSchema>;
