/**
 * Longest personal note, in characters (SPEC.md §5). The schema's own constant lives beside its
 * validator, which would bring ajv into the page; note-length.test.ts keeps the two equal.
 */
export const NOTE_MAX_LENGTH = 2000;

/**
 * A note's length as the server counts it: Unicode code points (JSON Schema `maxLength`), so an
 * emoji is one character, not the two UTF-16 units of `text.length`.
 */
export const noteLength = (text: string): number => [...text].length;

/** Whether the note may be saved: at most NOTE_MAX_LENGTH characters (SPEC.md §5). */
export const isNoteTooLong = (text: string): boolean => noteLength(text) > NOTE_MAX_LENGTH;
