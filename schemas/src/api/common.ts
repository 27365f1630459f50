import type { FromSchema } from 'json-schema-to-ts';
import { apiObject, closedObject, messageAnswer } from './schema-builders';

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

/** `?offset=&limit=` of the paged admin lists: defaults 0 and 50, limit at most 100. */
export const pageQuerySchema = apiObject('page-query', 'Page query', {
  properties: {
    offset: { type: 'string', pattern: '^[0-9]{1,9}$' },
    limit: { type: 'string', pattern: '^[0-9]{1,3}$' },
  },
});

/** The query of a paged admin list (values as they travel in the URL). */
export type PageQuery = FromSchema<typeof pageQuerySchema>;

/** An instant as the server writes it: ISO 8601 in UTC (`2026-11-23T17:58:20.123Z`). */
export const instantSchema = { type: 'string', format: 'date-time' } as const;

/** A calendar date `YYYY-MM-DD`. */
export const calendarDateSchema = { type: 'string', format: 'date' } as const;
