import { NOTE_MAX_LENGTH } from '@camino/schemas/constants';

/**
 * A note's length as the server counts it: Unicode code points (JSON Schema `maxLength`), so an
 * emoji is one character, not the two UTF-16 units of `text.length`.
 */
export const noteLength = (text: string): number => [...text].length;

/** Whether the note may be saved: at most NOTE_MAX_LENGTH characters (SPEC.md §5). */
export const isNoteTooLong = (text: string): boolean => noteLength(text) > NOTE_MAX_LENGTH;
