import type { FromSchema } from 'json-schema-to-ts';
import { currentNoteSchema, movedChapterSchema } from './member-data';
import { laterRevisionSchema } from './revisions';

/** Every stable error code the API answers with, in the order of MESSAGES. */
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
] as const;

/** A stable error code: clients branch on it, never on the English `detail`. */
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The default English message (`detail`) each code answers with. */
export const MESSAGES = {
  bad_request: 'The request is not valid',
  invalid_body: 'The request body is not valid',
  invalid_json: 'The request body is not valid JSON',
  payload_too_large: 'The request body is too large',
  unauthenticated: 'Authentication required',
  invalid_token: 'The session token is invalid or has expired',
  invalid_credentials: 'Incorrect email or password',
  email_not_verified: 'Please verify your email before logging in',
  account_disabled: 'This account is disabled',
  forbidden: 'You do not have permission to do this',
  not_found: 'Not found',
  email_taken: 'Error registering user. Check that the email is not already in use.',
  conflict: 'The resource was changed by someone else; try again',
  note_limit_reached: 'This account has reached its limit of notes',
  too_many_requests: 'Too many attempts. Please wait before trying again.',
  too_many_searches: 'Too many searches in a short time. Please wait a moment and search again.',
  token_not_provided: 'Recovery token not provided',
  invalid_reset_token: 'Invalid or expired recovery token',
  verification_token_missing: 'No verification token provided',
  invalid_verification_token: 'Invalid or expired verification token',
  database_unavailable: 'The database is unavailable; please try again shortly',
  internal: 'Something went wrong on our side',
  last_admin: 'The last admin cannot be demoted or deleted',
  own_role: 'You cannot change your own role',
  unparseable_reference: 'The text is not a Bible reference Camino can read',
  revision_conflict: 'A later change touched the same content; revert anyway to overwrite it',
  chapter_moved: 'This chapter has moved since the page was loaded; nothing was saved',
  note_conflict: 'This note was changed on another device; nothing was saved. Choose which text to keep',
} as const satisfies Record<ErrorCode, string>;

/** One problem of a refused body or file: an RFC 6901 pointer and an English sentence fragment. */
export const apiProblemSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['pointer', 'message'],
  properties: {
    pointer: { type: 'string' },
    message: { type: 'string' },
  },
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
