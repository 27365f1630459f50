import { describe, expect, it } from 'vitest';
import { validateMainChapter } from './main-chapter';

const chapter = {
  info: { volume: 11, index: 5, date: '3 de marzo' },
  description: 'Una conversación sobre la oración.',
  dialogue: [
    { speaker: 'Maestro', text: '¿Qué es **orar**?' },
    { speaker: 'Discípulo', text: 'Hablar con Dios.' },
  ],
};

describe('validateMainChapter', () => {
  it('accepts a main chapter file', () => {
    expect(validateMainChapter(chapter)).toEqual({ ok: true, value: chapter });
  });

  it('checks the shared info block', () => {
    expect(validateMainChapter({ ...chapter, info: { volume: 0, index: 5, date: 'x', Index: 5 } })).toEqual({
      ok: false,
      problems: [
        expect.objectContaining({
          pointer: '/info/Index',
          message: 'is not an allowed property (check the spelling)',
        }),
        expect.objectContaining({ pointer: '/info/volume', message: 'must be at least 1' }),
      ],
    });
  });

  it('requires at least one dialogue line with a speaker and text', () => {
    expect(validateMainChapter({ ...chapter, dialogue: [] })).toEqual({
      ok: false,
      problems: [expect.objectContaining({ pointer: '/dialogue', message: 'must have at least one item' })],
    });
    expect(validateMainChapter({ ...chapter, dialogue: [{ speaker: '', txt: 'hola' }] })).toEqual({
      ok: false,
      problems: [
        expect.objectContaining({ pointer: '/dialogue/0/text', message: 'is required' }),
        expect.objectContaining({
          pointer: '/dialogue/0/txt',
          message: 'is not an allowed property (check the spelling)',
        }),
        expect.objectContaining({ pointer: '/dialogue/0/speaker', message: 'must not be empty' }),
      ],
    });
  });

  it('requires info, description and dialogue', () => {
    expect(validateMainChapter({ info: chapter.info })).toEqual({
      ok: false,
      problems: [
        expect.objectContaining({ pointer: '/description', message: 'is required' }),
        expect.objectContaining({ pointer: '/dialogue', message: 'is required' }),
      ],
    });
  });
});
