import type { FromSchema } from 'json-schema-to-ts';
import { playlistImpactSchema } from './playlist-impact';
import { instantSchema, pageQueryProperties } from './common';
import { apiObject, arrayOf, closedObject } from './schema-builders';

/**
 * The dry run and history of admin-published content. The change lists are built by
 * schemas/src/publishing/field-changes.ts; these schemas describe them as the API sends them.
 */

/** The kinds of content that have revisions (the server's ContentKind). */
export const CONTENT_KINDS = [
  'playlist',
  'main_file',
  'optional_file',
  'tema',
  'gospel',
  'about',
  'news',
  'image',
  'settings',
  'translation',
  'path',
] as const;

/** One changed field of an item: an RFC 6901 pointer, its value before (absent: new) and after (absent: removed). */
export const fieldChangeSchema = closedObject({
  required: ['pointer'],
  properties: {
    pointer: { type: 'string' },
    before: {},
    after: {},
  },
});

/** What a change does (or a dry run would do) to one item; `fields` only for `changed`. */
export const changeSchema = closedObject({
  required: ['kind', 'key', 'status'],
  properties: {
    kind: { type: 'string', enum: CONTENT_KINDS },
    key: { type: 'string' },
    status: { type: 'string', enum: ['new', 'changed', 'unchanged', 'removed'] },
    fields: { type: 'array', items: fieldChangeSchema },
  },
});

/**
 * The properties every content-changing admin answer adds to its usual ones: `dry_run` (only on
 * a dry run, which wrote nothing), `changes` (every item the call touched), and `revision` (the
 * revision the call stored; null on a dry run or when nothing changed).
 */
export const publishedProperties = {
  dry_run: { const: true },
  changes: { type: 'array', items: changeSchema },
  revision: { type: ['integer', 'null'], minimum: 1 },
} as const;

/** `?dry_run=1` (or `true`): validate and compare exactly as the real call, write nothing. */
export const dryRunProperty = { type: 'string', enum: ['1', 'true', '0', 'false'] } as const;

/** The query of a content-changing admin call that takes no other parameter. */
export const dryRunQuerySchema = apiObject('dry-run-query', 'Dry run query', {
  properties: { dry_run: dryRunProperty },
});

/**
 * The query of a ZIP upload: `dry_run`, and `valid_only=1` to publish the valid files of a ZIP
 * some of whose files are refused (without it such a ZIP publishes nothing: 422 refused_files).
 */
export const zipUploadQuerySchema = apiObject('zip-upload-query', 'ZIP upload query', {
  properties: { dry_run: dryRunProperty, valid_only: dryRunProperty },
});

/** A revision as the list shows it. */
export const revisionSummarySchema = closedObject({
  required: ['id', 'created_at', 'admin', 'action', 'kind', 'key', 'summary', 'reverts'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    created_at: instantSchema,
    admin: { type: 'string', description: "The admin's name when they made the change." },
    action: {
      type: 'string',
      description: "As in the audit log, e.g. 'gospel.upload'; 'revert' for a revert.",
    },
    kind: { type: 'string', enum: CONTENT_KINDS, description: 'The main item of the revision.' },
    key: { type: 'string' },
    summary: { type: 'string' },
    reverts: { type: ['integer', 'null'], description: 'The revision this one reverted.' },
  },
});

/** `GET /admin/revisions?offset=&limit=&kind=&key=`. */
export const revisionsQuerySchema = apiObject('revisions-query', 'Revisions query', {
  properties: {
    ...pageQueryProperties,
    kind: { type: 'string', enum: CONTENT_KINDS },
    key: { type: 'string', minLength: 1, maxLength: 200 },
  },
});

/** The query of the revision list, its numbers as the server reads them. */
export type RevisionsQuery = FromSchema<typeof revisionsQuerySchema>;

/**
 * `GET /admin/revisions`: newest first; with kind/key only revisions listed under that item (a
 * volume's ZIPs under playlist/<volume>) or that changed it.
 */
export const revisionsPageSchema = apiObject('revisions-page', 'Revisions page', {
  required: ['items', 'total', 'offset', 'limit'],
  properties: {
    items: { type: 'array', items: revisionSummarySchema },
    total: { type: 'integer', minimum: 0 },
    offset: { type: 'integer', minimum: 0 },
    limit: { type: 'integer', minimum: 1 },
  },
});

/** What `GET /admin/revisions` answers. */
export type RevisionsPage = FromSchema<typeof revisionsPageSchema>;

/** `GET /admin/revisions/{id}`: the revision with every item's full content before and after. */
export const revisionDetailSchema = apiObject('revision-detail', 'Revision', {
  required: [...revisionSummarySchema.required, 'items', 'changes'],
  properties: {
    ...revisionSummarySchema.properties,
    items: arrayOf(
      closedObject({
        required: ['kind', 'key', 'before', 'after'],
        properties: {
          kind: { type: 'string', enum: CONTENT_KINDS },
          key: { type: 'string' },
          before: { description: 'The stored content before; null: the item did not exist.' },
          after: { description: 'The stored content after; null: the item was deleted.' },
        },
      }),
    ),
    changes: { type: 'array', items: changeSchema },
  },
});

/** What `GET /admin/revisions/{id}` answers. */
export type RevisionDetail = FromSchema<typeof revisionDetailSchema>;

/** `POST /admin/revisions/{id}/revert?dry_run=&force=`. */
export const revertQuerySchema = apiObject('revert-query', 'Revert query', {
  properties: { dry_run: dryRunProperty, force: dryRunProperty },
});

/** The query of a revert. */
export type RevertQuery = FromSchema<typeof revertQuerySchema>;

/** What a revert answers: the new revision (null on a dry run or when nothing changed). */
export const revertResponseSchema = apiObject('revert-response', 'Revert', {
  required: ['reverted', 'revision', 'changes'],
  properties: {
    reverted: { type: 'integer', minimum: 1 },
    revision: { type: ['integer', 'null'], minimum: 1 },
    dry_run: { const: true },
    changes: { type: 'array', items: changeSchema },
    impact: {
      ...playlistImpactSchema,
      description:
        "When the revision restores a volume's playlist: what that does to members' data in the volume, as an upload's dry run reports it.",
    },
  },
});

/** What `POST /admin/revisions/{id}/revert` answers. */
export type RevertResponse = FromSchema<typeof revertResponseSchema>;

/**
 * The `later` member of a 409 revision_conflict answer: the newest revision that changed one of
 * the same items after the one being reverted.
 */
export const laterRevisionSchema = closedObject({
  required: ['id', 'created_at', 'admin', 'action'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    created_at: instantSchema,
    admin: { type: 'string' },
    action: { type: 'string' },
  },
});
