import type { FromSchema } from 'json-schema-to-ts';
import { CONTENT_KINDS, dryRunProperty } from './revisions';
import { apiObject } from './schema-builders';

/**
 * Optimistic concurrency for whole-item admin writes: a client reads an item's base (its stored
 * content's hash, computed by the server only, so no client canonicalisation can disagree with
 * it) and sends it back with the write; the server refuses the write with 409 stale_base when
 * the item changed meanwhile. A write without a base is still taken as before (older clients, a
 * first upload of an item nobody opened): the check is opt-in per call.
 */

/** An item's base: hex SHA-256 the server computes over the item's stored content. */
export const baseHashProperty = {
  type: 'string',
  pattern: '^[0-9a-f]{64}$',
  description: 'The base the write was made from, as GET /admin/content-item answered it.',
} as const;

/** The query of a whole-item save: `dry_run` and the optional `base`. */
export const baseQuerySchema = apiObject('base-query', 'Save query with base', {
  properties: { dry_run: dryRunProperty, base: baseHashProperty },
});

/** `GET /admin/content-item?kind=&key=`: which item. */
export const contentItemQuerySchema = apiObject('content-item-query', 'Content item query', {
  required: ['kind', 'key'],
  properties: {
    kind: { type: 'string', enum: CONTENT_KINDS },
    key: { type: 'string', minLength: 1, maxLength: 200 },
  },
});

/** One item as stored now (content null: absent) with its base for a later write. */
export const contentItemResponseSchema = apiObject('content-item-response', 'Content item', {
  required: ['kind', 'key', 'hash', 'content'],
  properties: {
    kind: { type: 'string', enum: CONTENT_KINDS },
    key: { type: 'string' },
    hash: baseHashProperty,
    content: { description: 'The stored content as the history shows it (null: absent).' },
  },
});

export type ContentItemResponse = FromSchema<typeof contentItemResponseSchema>;
