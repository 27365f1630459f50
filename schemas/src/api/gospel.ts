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
import { apiList, apiObject, closedObject, messageAnswer } from './schema-builders';

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
export const gospelDateQuerySchema = apiObject('gospel-date-query', 'Gospel date query', {
  properties: { date: calendarDateSchema },
});

/** The query of the public gospel routes. */
export type GospelDateQuery = FromSchema<typeof gospelDateQuerySchema>;

/** One entry of the admin gospel list. */
export const gospelSummarySchema = closedObject({
  required: ['date', 'weekday', 'reference', 'heading', 'views'],
  properties: {
    date: calendarDateSchema,
    weekday: { type: 'string' },
    reference: { type: 'string' },
    heading: { type: 'string' },
    views: { type: 'integer', minimum: 0 },
  },
});

/** An entry in the admin gospel list. */
export type GospelSummary = FromSchema<typeof gospelSummarySchema>;

/** `GET /admin/evangelios`: every entry, newest date first, with its view count. */
export const gospelListResponseSchema = apiList('gospel-list-response', 'Gospel list', {
  evangelios: gospelSummarySchema,
});

/** What `GET /admin/evangelios` answers. */
export type GospelListResponse = FromSchema<typeof gospelListResponseSchema>;

/** `POST /admin/evangelios/upload`: the dates stored (replacing entries of the same date). */
export const gospelUploadResponseSchema = messageAnswer('gospel-upload-response', 'Gospel upload', {
  required: ['entries_count', 'filename', 'dates'],
  properties: {
    entries_count: { type: 'integer', minimum: 1 },
    filename: { type: 'string' },
    dates: { type: 'array', items: calendarDateSchema },
    ...referenceWarningProperties,
    ...publishedProperties,
  },
});

/** What `POST /admin/evangelios/upload` answers. */
export type GospelUploadResponse = FromSchema<typeof gospelUploadResponseSchema>;

/** Body of `DELETE /admin/evangelios` (schemas/src/gospel-delete-body.ts), unless `?all=true`. */
export const gospelDeleteBody = schemaRef<typeof gospelDeleteBodySchema, GospelDeleteBody>(
  'https://camino.app/schemas/gospel-delete-body.json',
);

/** `?all=true` deletes every entry (and then no body is sent). */
export const gospelDeleteQuerySchema = apiObject('gospel-delete-query', 'Gospel delete query', {
  properties: { all: { const: 'true' }, dry_run: dryRunProperty },
});

/** The query of `DELETE /admin/evangelios`. */
export type GospelDeleteQuery = FromSchema<typeof gospelDeleteQuerySchema>;

/** `DELETE /admin/evangelios`: how many entries went. */
export const gospelDeleteResponseSchema = messageAnswer('gospel-delete-response', 'Gospel delete', {
  required: ['deleted'],
  properties: {
    deleted: { type: 'integer', minimum: 0 },
    ...publishedProperties,
  },
});

/** What `DELETE /admin/evangelios` answers. */
export type GospelDeleteResponse = FromSchema<typeof gospelDeleteResponseSchema>;

/** `GET /admin/evangelio-views/{date}`: how often that date's Gospel was opened. */
export const gospelViewsResponseSchema = apiObject('gospel-views-response', 'Gospel views', {
  required: ['date', 'count'],
  properties: { date: calendarDateSchema, count: { type: 'integer', minimum: 0 } },
});

/** What `GET /admin/evangelio-views/{date}` answers. */
export type GospelViewsResponse = FromSchema<typeof gospelViewsResponseSchema>;
