import { describe, expect, it } from 'vitest';
import { validateChapterInfo } from './chapter-info';

describe('validateChapterInfo', () => {
  it('accepts volume 1 to 36, index from 1 and a date text', () => {
    for (const info of [
      { volume: 1, index: 1, date: '5 de mayo de 1950' },
      { volume: 36, index: 999, date: 'x' },
    ]) {
      expect(validateChapterInfo(info)).toEqual({ ok: true, value: info });
    }
  });

  it('refuses volumes and indexes out of range', () => {
    expect(validateChapterInfo({ volume: 37, index: 0, date: 'x' })).toEqual({
      ok: false,
      problems: [
        expect.objectContaining({ pointer: '/volume', message: 'must be at most 36' }),
        expect.objectContaining({ pointer: '/index', message: 'must be at least 1' }),
      ],
    });
  });

  it('wants whole numbers, not numeric strings', () => {
    expect(validateChapterInfo({ volume: '3', index: 2.5, date: 'x' })).toEqual({
      ok: false,
      problems: [
        expect.objectContaining({ pointer: '/volume', message: 'must be a whole number' }),
        expect.objectContaining({ pointer: '/index', message: 'must be a whole number' }),
      ],
    });
  });

  it('requires a non-empty date of at most 100 characters', () => {
    expect(validateChapterInfo({ volume: 1, index: 1, date: '' })).toEqual({
      ok: false,
      problems: [expect.objectContaining({ pointer: '/date', message: 'must not be empty' })],
    });
    expect(validateChapterInfo({ volume: 1, index: 1, date: 'x'.repeat(101) })).toEqual({
      ok: false,
      problems: [
        expect.objectContaining({ pointer: '/date', message: 'must be at most 100 characters long' }),
      ],
    });
    expect(validateChapterInfo({ volume: 1, index: 1 })).toEqual({
      ok: false,
      problems: [expect.objectContaining({ pointer: '/date', message: 'is required' })],
    });
  });
});
