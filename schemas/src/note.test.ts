import { describe, expect, it } from 'vitest';
import { NOTE_MAX_LENGTH, validateNote } from './note';

describe('validateNote', () => {
  it('accepts an empty note and one of exactly 2000 characters', () => {
    expect(NOTE_MAX_LENGTH).toBe(2000);
    for (const note_text of ['', 'x'.repeat(2000), '🙏'.repeat(2000)]) {
      expect(validateNote({ note_text })).toEqual({ ok: true, value: { note_text } });
    }
  });

  it.each([
    [
      { note_text: 'x'.repeat(2001) },
      [expect.objectContaining({ pointer: '/note_text', message: 'must be at most 2000 characters long' })],
    ],
    [{ note: 'hola' }, [expect.objectContaining({ pointer: '/note_text', message: 'is required' })]],
    [{ note_text: null }, [expect.objectContaining({ pointer: '/note_text', message: 'must be a string' })]],
    ['hola', [expect.objectContaining({ pointer: '', message: 'must be an object' })]],
  ])('refuses %#', (body, problems) => {
    expect(validateNote(body)).toEqual({ ok: false, problems });
  });
});
