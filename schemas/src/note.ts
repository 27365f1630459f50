import type { FromSchema } from 'json-schema-to-ts';
import { validate as precompiled } from './generated/note';
import { fromPrecompiled } from './validator';

import { NOTE_MAX_LENGTH } from './constants';
import { chapterKeySchema } from './api/member-data';

export { NOTE_MAX_LENGTH };

/** The body that saves a member's personal note on one chapter. */
export const noteSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/note.json',
  title: 'Note',
  description:
    "A member's note on a chapter, at most 2000 characters; with the chapter's identity from the page that wrote it, and the version that page last read.",
  type: 'object',
  required: ['note_text'],
  properties: {
    note_text: { type: 'string', maxLength: NOTE_MAX_LENGTH },
    chapter_key: {
      ...chapterKeySchema,
      description:
        'The chapter the note is for: a save whose position now shows another chapter is refused (409 chapter_moved).',
    },
    base_version: {
      type: 'integer',
      minimum: 0,
      description:
        'The version the client last read or saved (0: no note). When the stored one differs, nothing is saved (409 note_conflict).',
    },
  },
} as const;

/** A note body. */
export type NoteBody = FromSchema<typeof noteSchema>;

/** Checks a note body. */
export const validateNote = fromPrecompiled<NoteBody>(precompiled);
