import { NOTE_MAX_LENGTH } from '@camino/schemas/constants';
import { noteSchema, validateNote } from '@camino/schemas/note';
import { describe, expect, it } from 'vitest';
import { isNoteTooLong, noteLength } from './note-length';

describe('note length (SPEC.md §5: at most 2000 characters)', () => {
  it("is 2000, the schema's limit", () => {
    expect(NOTE_MAX_LENGTH).toBe(2000);
    expect(noteSchema.properties.note_text.maxLength).toBe(NOTE_MAX_LENGTH);
  });

  it('counts Unicode code points, as the server does', () => {
    expect(noteLength('')).toBe(0);
    expect(noteLength('Paz')).toBe(3);
    expect(noteLength('oración')).toBe(7);
    expect(noteLength('🙏')).toBe(1);
    expect('🙏'.length).toBe(2);
    expect(noteLength('a🙏b')).toBe(3);
  });

  it('allows exactly 2000 and refuses 2001', () => {
    expect(isNoteTooLong('a'.repeat(2000))).toBe(false);
    expect(isNoteTooLong('a'.repeat(2001))).toBe(true);
    // 1999 letters and an emoji: 2001 UTF-16 units but 2000 characters, so allowed.
    expect(isNoteTooLong(`${'a'.repeat(1999)}🙏`)).toBe(false);
    expect(isNoteTooLong(`${'a'.repeat(2000)}🙏`)).toBe(true);
  });

  it("agrees with the server's validator at the limit", () => {
    for (const text of [
      `${'a'.repeat(1999)}🙏`,
      'a'.repeat(2001),
      `${'🙏'.repeat(2000)}`,
      `${'🙏'.repeat(2001)}`,
    ])
      expect(validateNote({ note_text: text }).ok, `${noteLength(text)} code points`).toBe(
        !isNoteTooLong(text),
      );
  });
});
