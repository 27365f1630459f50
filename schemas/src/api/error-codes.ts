import type { FromSchema } from 'json-schema-to-ts';
import { currentNoteSchema, movedChapterSchema } from './member-data';
import { laterRevisionSchema } from './revisions';

/** Every stable error code the API answers with; each is also a key of the message catalogue (messages/en.ts). */
export const ERROR_CODES = [
  'bad_request',
  'invalid_body',
  'invalid_json',
  'payload_too_large',
  'unauthenticated',
  'invalid_token',
  'invalid_credentials',
  'email_not_verified',
  'account_disabled',
  'forbidden',
  'not_found',
  'email_taken',
  'conflict',
  'note_limit_reached',
  'too_many_requests',
  'too_many_searches',
  'token_not_provided',
  'invalid_reset_token',
  'verification_token_missing',
  'invalid_verification_token',
  'database_unavailable',
  'internal',
  'last_admin',
  'own_role',
  'unparseable_reference',
  'revision_conflict',
  'chapter_moved',
  'note_conflict',
  'refused_files',
  'stale_base',
  'invalid_unsubscribe_token',
] as const;

/** A stable error code: clients branch on it, never on the `detail` text. */
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * What each problem says: its `code` (a key of schemas/src/messages/problems-en.ts) with the
 * `params` its text names, so a client writes it in its own language, and `message`, the same
 * problem as an English sentence fragment for readers of English.
 */
export const apiProblemProperties = {
  pointer: { type: 'string' },
  code: { type: 'string' },
  params: {
    type: 'object',
    additionalProperties: {
      anyOf: [{ type: 'string' }, { type: 'number' }, { type: 'array', items: { type: 'string' } }],
    },
  },
  message: { type: 'string' },
} as const;

/** One problem of a refused body or file: an RFC 6901 pointer and what is wrong there. */
export const apiProblemSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['pointer', 'code', 'message'],
  properties: apiProblemProperties,
} as const;

/** A problem as the API sends it (the same shape as a validator's Problem). */
export type ApiProblem = FromSchema<typeof apiProblemSchema>;

/**
 * The body of every error answer (4xx and 5xx): a human `detail`, a stable `code`, and for a
 * refused body or file every problem with its pointer.
 */
export const apiErrorSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/api/error.json',
  title: 'API error',
  type: 'object',
  additionalProperties: false,
  required: ['detail', 'code'],
  properties: {
    detail: { type: 'string' },
    code: { type: 'string', enum: ERROR_CODES },
    errors: { type: 'array', items: apiProblemSchema },
    // 409 revision_conflict: the later revision that changed the same content.
    later: laterRevisionSchema,
    // 409 chapter_moved: where the chapter the write named is now.
    chapter: movedChapterSchema,
    // 409 note_conflict: the note as stored now.
    current: currentNoteSchema,
  },
} as const;

/** An error answer's body. */
export type ApiError = FromSchema<typeof apiErrorSchema>;
