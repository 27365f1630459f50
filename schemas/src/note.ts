import type { FromSchema } from 'json-schema-to-ts';
import { validate as precompiled } from './generated/note';
import { fromPrecompiled } from './validator';

import { NOTE_MAX_LENGTH } from './constants';

export { NOTE_MAX_LENGTH };

/** The body that saves a member's personal note on one chapter. */
export const noteSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/note.json',
  title: 'Note',
  description: "A member's note on a chapter, at most 2000 characters.",
  type: 'object',
  required: ['note_text'],
  properties: { note_text: { type: 'string', maxLength: NOTE_MAX_LENGTH } },
} as const;

/** A note body. */
export type NoteBody = FromSchema<typeof noteSchema>;

/** Checks a note body. */
export const validateNote = fromPrecompiled<NoteBody>(precompiled);
