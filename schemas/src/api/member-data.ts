import type { FromSchema } from 'json-schema-to-ts';
import { LANGUAGES } from '../languages';
import type { noteSchema, NoteBody } from '../note';
import type { watchSchema, WatchBody } from '../watch';
import { chapterIndexQueryProperty, instantSchema, schemaRef, volumeQueryProperty } from './common';
import { apiObject, arrayOf, closedObject, messageAnswer } from './schema-builders';

/** Longest chapter identity (`chapter_key`) a member write may name; the column holds 100. */
export const CHAPTER_KEY_MAX_LENGTH = 100;

/** Notes per page of `GET /notes` unless `?limit=` asks otherwise, and the most it may ask. */
export const NOTES_PAGE_DEFAULT = 100;
export const NOTES_PAGE_MAX = 200;

/** A note's version: 1 when it is first saved, one more at each save; 0 stands for "no note". */
const versionSchema = { type: 'integer', minimum: 0 } as const;

/** A chapter's stable identity (schemas/README.md, "Chapter identity"). */
export const chapterKeySchema = {
  type: 'string',
  minLength: 1,
  maxLength: CHAPTER_KEY_MAX_LENGTH,
  description: "The chapter's stable identity (schemas/README.md).",
} as const;

/** Body of `POST /videos/watch` (schemas/src/watch.ts). */
export const watchBody = schemaRef<typeof watchSchema, WatchBody>('https://camino.app/schemas/watch.json');

/** `POST /videos/watch`: the mark after the flip. */
export const watchResponseSchema = apiObject('watch-response', 'Watched mark', {
  required: ['watched'],
  properties: { watched: { type: 'boolean' } },
});

/** What `POST /videos/watch` answers. */
export type WatchResponse = FromSchema<typeof watchResponseSchema>;

/** `GET /notes/{v}/{i}`: the member's note (404 when there is none: an empty note). */
export const noteResponseSchema = apiObject('note-response', 'Note', {
  required: ['note_text', 'updated_at', 'version', 'chapter_key'],
  properties: {
    note_text: { type: 'string' },
    updated_at: instantSchema,
    version: versionSchema,
    chapter_key: chapterKeySchema,
  },
});

/** What `GET /notes/{v}/{i}` answers. */
export type NoteResponse = FromSchema<typeof noteResponseSchema>;

/** `?volume=&index=` of `POST /notes/save`. */
export const noteSaveQuerySchema = apiObject('note-save-query', 'Note save query', {
  required: ['volume', 'index'],
  properties: { volume: volumeQueryProperty, index: chapterIndexQueryProperty },
});

/** The query of `POST /notes/save`. */
export type NoteSaveQuery = FromSchema<typeof noteSaveQuerySchema>;

/** Body of `POST /notes/save` (schemas/src/note.ts); an empty text deletes the note. */
export const noteBody = schemaRef<typeof noteSchema, NoteBody>('https://camino.app/schemas/note.json');

/** `POST /notes/save`: the note as stored. */
export const noteSaveResponseSchema = messageAnswer('note-save-response', 'Note saved', {
  required: ['note_text', 'updated_at', 'version', 'chapter_key', 'index'],
  properties: {
    note_text: { type: 'string' },
    updated_at: instantSchema,
    version: { ...versionSchema, description: 'The version now stored; 0 when the save deleted the note.' },
    chapter_key: chapterKeySchema,
    index: { type: 'integer', minimum: 1 },
  },
});

/** What `POST /notes/save` answers. */
export type NoteSaveResponse = FromSchema<typeof noteSaveResponseSchema>;

/** One of the member's notes in `GET /notes`, on the chapter it was written for. */
export const memberNoteSchema = closedObject({
  required: ['volume', 'index', 'chapter_key', 'title', 'note', 'updated_at', 'version', 'published'],
  properties: {
    volume: { type: 'integer', minimum: 1 },
    index: {
      type: ['integer', 'null'],
      minimum: 1,
      description: "The chapter's index in the current playlist; null when it is no longer published.",
    },
    chapter_key: chapterKeySchema,
    title: { type: 'string', description: 'The current title, or the last known one when unpublished.' },
    note: { type: 'string' },
    updated_at: instantSchema,
    version: { type: 'integer', minimum: 1 },
    published: { type: 'boolean', description: "Whether the chapter is in the volume's current playlist." },
  },
});

/** A note as `GET /notes` lists it. */
export type MemberNote = FromSchema<typeof memberNoteSchema>;

/** `?limit=&cursor=` of `GET /notes`: limit 1 to NOTES_PAGE_MAX (default NOTES_PAGE_DEFAULT). */
export const notesListQuerySchema = apiObject('notes-list-query', 'Notes list query', {
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: NOTES_PAGE_MAX },
    cursor: { type: 'string', minLength: 1, maxLength: 400, description: 'A next_cursor, as answered.' },
    lang: { enum: LANGUAGES, description: 'The language chapters are titled in (else Accept-Language).' },
  },
});

/** The query of `GET /notes`, its limit as the server reads it. */
export type NotesListQuery = FromSchema<typeof notesListQuerySchema>;

/**
 * `GET /notes`: one page of the signed-in member's notes, newest first; `next_cursor` asks for the
 * next page (null on the last). A note saved while paging moves to the front and is not repeated.
 */
export const notesListResponseSchema = apiObject('notes-list-response', "Member's notes", {
  required: ['notes', 'next_cursor'],
  properties: {
    notes: { type: 'array', maxItems: NOTES_PAGE_MAX, items: memberNoteSchema },
    next_cursor: { type: ['string', 'null'] },
  },
});

/** What `GET /notes` answers. */
export type NotesListResponse = FromSchema<typeof notesListResponseSchema>;

/** `?volume=&chapter_key=` of `GET /notes/history`. */
export const noteHistoryQuerySchema = apiObject('note-history-query', 'Note history query', {
  required: ['volume', 'chapter_key'],
  properties: { volume: volumeQueryProperty, chapter_key: chapterKeySchema },
});

/** The query of `GET /notes/history`. */
export type NoteHistoryQuery = FromSchema<typeof noteHistoryQuerySchema>;

/**
 * `GET /notes/history`: the texts earlier saves replaced (deletions included), newest first; the
 * last NOTE_HISTORY_VERSIONS within NOTE_HISTORY_DAYS. The current note is not among them.
 */
export const noteHistoryResponseSchema = apiObject('note-history-response', 'Note history', {
  required: ['versions'],
  properties: {
    versions: arrayOf(
      closedObject({
        required: ['version', 'note_text', 'saved_at'],
        properties: {
          version: { type: 'integer', minimum: 1 },
          note_text: { type: 'string' },
          saved_at: { ...instantSchema, description: 'When this text was saved.' },
        },
      }),
    ),
  },
});

/** What `GET /notes/history` answers. */
export type NoteHistoryResponse = FromSchema<typeof noteHistoryResponseSchema>;

/**
 * The `chapter` member of a 409 chapter_moved answer: where the chapter the write named is now
 * (`index` null: it is no longer published, or the volume never had it).
 */
export const movedChapterSchema = closedObject({
  required: ['volume', 'chapter_key', 'index', 'title'],
  properties: {
    volume: { type: 'integer', minimum: 1 },
    chapter_key: { type: 'string' },
    index: { type: ['integer', 'null'], minimum: 1 },
    title: { type: 'string', description: 'Its current title, or the last known one ("" when none).' },
  },
});

/** Where a moved chapter is now. */
export type MovedChapter = FromSchema<typeof movedChapterSchema>;

/**
 * The `current` member of a 409 note_conflict answer: the note as stored now (`note_text` "" and
 * version 0 when it was deleted). Saving again with `base_version: current.version` overwrites it.
 */
export const currentNoteSchema = closedObject({
  required: ['note_text', 'version', 'updated_at'],
  properties: {
    note_text: { type: 'string' },
    version: versionSchema,
    updated_at: { type: ['string', 'null'], description: 'When it was saved; null when there is none.' },
  },
});

/** The stored note a conflicting save met. */
export type CurrentNote = FromSchema<typeof currentNoteSchema>;
