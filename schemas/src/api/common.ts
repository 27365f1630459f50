import type { FromSchema } from 'json-schema-to-ts';
import { apiObject, closedObject, messageAnswer } from './schema-builders';

/** How many volumes the devotional text has; volume numbers run from 1 to this. */
export const VOLUME_COUNT = 36;

/** Highest chapter index a volume may have; chapters are numbered from 1. */
export const CHAPTER_INDEX_MAX = 999;

/** A volume number in a query (`?volume=7`). */
export const volumeQueryProperty = { type: 'integer', minimum: 1, maximum: VOLUME_COUNT } as const;

/** A chapter index in a query (`?index=12`). */
export const chapterIndexQueryProperty = { type: 'integer', minimum: 1, maximum: CHAPTER_INDEX_MAX } as const;

/** Rows of a paged admin list (users, audit, revisions) unless `?limit=` asks otherwise, and the most it may ask. */
export const PAGE_SIZE_DEFAULT = 50;
export const PAGE_SIZE_MAX = 100;

/**
 * A schema of another module of this package, named by its `$id` instead of imported: those
 * modules bring their ajv validator with them, and the contract must stay cheap for a page to
 * import. `T` is the type the schema describes (type-level only; nothing holds it at run time).
 */
export interface SchemaRef<T> {
  readonly $ref: string;
  /** Never set: carries `T` for ApiResponse and ApiBody. */
  readonly '~type'?: T;
}

/**
 * A reference to schema `S` by its `$id`. The id is checked against `S`'s own literal `$id`
 * (passed with `import type`, so no validator is loaded), so it cannot drift.
 */
export const schemaRef = <S extends { readonly $id: string }, T>(id: S['$id']): SchemaRef<T> => ({
  $ref: id,
});

/** The status a response without a body answers (204, 304): there is no schema to check. */
export const NO_BODY = null;

/** `{message}`: what most writes answer; the message is English, for the panel's toast. */
export const messageResponseSchema = messageAnswer('message-response', 'Message response', {
  properties: {},
});

/** A `{message}` answer. */
export type MessageResponse = FromSchema<typeof messageResponseSchema>;

/** Where a page of an admin list sits in the whole (users, audit). */
export const paginationSchema = closedObject({
  required: ['offset', 'limit', 'total_count', 'has_more'],
  properties: {
    offset: { type: 'integer', minimum: 0 },
    limit: { type: 'integer', minimum: 1 },
    total_count: { type: 'integer', minimum: 0 },
    has_more: { type: 'boolean' },
  },
});

/** A page's position in the list. */
export type Pagination = FromSchema<typeof paginationSchema>;

/** `?offset=&limit=` of a paged admin list: offset 0 by default, limit PAGE_SIZE_DEFAULT. */
export const pageQueryProperties = {
  offset: { type: 'integer', minimum: 0, maximum: 999_999_999 },
  limit: { type: 'integer', minimum: 1, maximum: PAGE_SIZE_MAX },
} as const;

/** The query of the paged admin lists (users, audit). */
export const pageQuerySchema = apiObject('page-query', 'Page query', { properties: pageQueryProperties });

/** The query of a paged admin list, its numbers as the server reads them. */
export type PageQuery = FromSchema<typeof pageQuerySchema>;

/** An instant as the server writes it: ISO 8601 in UTC (`2026-11-23T17:58:20.123Z`). */
export const instantSchema = { type: 'string', format: 'date-time' } as const;

/** A calendar date `YYYY-MM-DD`. */
export const calendarDateSchema = { type: 'string', format: 'date' } as const;
