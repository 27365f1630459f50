import type { FromSchema } from 'json-schema-to-ts';
import type { noteSchema, NoteBody } from '../note';
import type { watchSchema, WatchBody } from '../watch';
import { instantSchema, schemaRef } from './common';

/** Body of `POST /videos/watch` (schemas/src/watch.ts). */
export const watchBody = schemaRef<typeof watchSchema, WatchBody>('https://camino.app/schemas/watch.json');

/** `POST /videos/watch`: the mark after the flip. */
export const watchResponseSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/api/watch-response.json',
  title: 'Watched mark',
  type: 'object',
  additionalProperties: false,
  required: ['watched'],
  properties: { watched: { type: 'boolean' } },
} as const;

/** What `POST /videos/watch` answers. */
export type WatchResponse = FromSchema<typeof watchResponseSchema>;

/** `GET /notes/{v}/{i}`: the member's note (404 when there is none: an empty note). */
export const noteResponseSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/api/note-response.json',
  title: 'Note',
  type: 'object',
  additionalProperties: false,
  required: ['note_text', 'updated_at'],
  properties: { note_text: { type: 'string' }, updated_at: instantSchema },
} as const;

/** What `GET /notes/{v}/{i}` answers. */
export type NoteResponse = FromSchema<typeof noteResponseSchema>;

/** `?volume=&index=` of `POST /notes/save`. */
export const noteSaveQuerySchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/api/note-save-query.json',
  title: 'Note save query',
  type: 'object',
  additionalProperties: false,
  required: ['volume', 'index'],
  properties: {
    volume: { type: 'string', pattern: '^[0-9]{1,2}$' },
    index: { type: 'string', pattern: '^[0-9]{1,3}$' },
  },
} as const;

/** The query of `POST /notes/save`. */
export type NoteSaveQuery = FromSchema<typeof noteSaveQuerySchema>;

/** Body of `POST /notes/save` (schemas/src/note.ts); an empty text deletes the note. */
export const noteBody = schemaRef<typeof noteSchema, NoteBody>('https://camino.app/schemas/note.json');

/** `POST /notes/save`: the note as stored. */
export const noteSaveResponseSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/api/note-save-response.json',
  title: 'Note saved',
  type: 'object',
  additionalProperties: false,
  required: ['message', 'note_text', 'updated_at'],
  properties: { message: { type: 'string' }, note_text: { type: 'string' }, updated_at: instantSchema },
} as const;

/** What `POST /notes/save` answers. */
export type NoteSaveResponse = FromSchema<typeof noteSaveResponseSchema>;

/** One of the member's notes in `GET /notes`, on the chapter it was written for. */
export const memberNoteSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['volume', 'index', 'chapter_key', 'title', 'note', 'updated_at', 'published'],
  properties: {
    volume: { type: 'integer', minimum: 1 },
    index: {
      type: ['integer', 'null'],
      minimum: 1,
      description: "The chapter's index in the current playlist; null when it is no longer published.",
    },
    chapter_key: { type: 'string', description: "The chapter's stable identity (schemas/README.md)." },
    title: { type: 'string', description: 'The current title, or the last known one when unpublished.' },
    note: { type: 'string' },
    updated_at: instantSchema,
    published: { type: 'boolean', description: "Whether the chapter is in the volume's current playlist." },
  },
} as const;

/** A note as `GET /notes` lists it. */
export type MemberNote = FromSchema<typeof memberNoteSchema>;

/** `GET /notes`: every note of the signed-in member, newest first. */
export const notesListResponseSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/api/notes-list-response.json',
  title: "Member's notes",
  type: 'object',
  additionalProperties: false,
  required: ['notes'],
  properties: { notes: { type: 'array', items: memberNoteSchema } },
} as const;

/** What `GET /notes` answers. */
export type NotesListResponse = FromSchema<typeof notesListResponseSchema>;
