import { describe, expect, it } from 'vitest';
import { resolveRequestedChapter, validateVolumeSearch } from './validate-volume-search';

const items = [
  { title: '1-1. Uno' },
  { title: '1-2. Dos' },
  { title: 'Sin número' },
  { title: '1-4. Cuatro' },
];
const context = { volume: 1, items };

describe('validateVolumeSearch (SPEC.md §5)', () => {
  it('empty or blank: searchErrorIndex, even before the playlist loads', () => {
    expect(validateVolumeSearch('', context)).toEqual({ ok: false, error: { key: 'searchErrorIndex' } });
    expect(validateVolumeSearch('   ', { volume: 1, items: undefined })).toEqual({
      ok: false,
      error: { key: 'searchErrorIndex' },
    });
  });

  it('playlist not loaded: searchErrorPlaylistNotLoaded', () => {
    expect(validateVolumeSearch('2', { volume: 1, items: undefined })).toEqual({
      ok: false,
      error: { key: 'searchErrorPlaylistNotLoaded' },
    });
  });

  it('not a number, or 0 or less: searchErrorInvalidNumber', () => {
    for (const input of ['abc', '0', '-1', '1.5', '2a', '1-2', '00'])
      expect(validateVolumeSearch(input, context), input).toEqual({
        ok: false,
        error: { key: 'searchErrorInvalidNumber' },
      });
  });

  it('no video with that chapter: searchErrorNotAvailable with the chapter', () => {
    expect(validateVolumeSearch('3', context)).toEqual({
      ok: false,
      error: { key: 'searchErrorNotAvailable', params: { chapter: '3' } },
    });
    expect(validateVolumeSearch('99', context)).toEqual({
      ok: false,
      error: { key: 'searchErrorNotAvailable', params: { chapter: '99' } },
    });
  });

  it('found: the index and its place in the list (the input trimmed)', () => {
    expect(validateVolumeSearch(' 4 ', context)).toEqual({ ok: true, index: 4, position: 3 });
    expect(validateVolumeSearch('01', context)).toEqual({ ok: true, index: 1, position: 0 });
  });
});

describe('resolveRequestedChapter (?chapter= and searchIndex)', () => {
  it('finds the chapter from a number or a URL string', () => {
    expect(resolveRequestedChapter(2, context)).toEqual({ ok: true, index: 2, position: 1 });
    expect(resolveRequestedChapter('4', context)).toEqual({ ok: true, index: 4, position: 3 });
  });

  it('anything else is searchErrorChapterNotFound', () => {
    for (const requested of ['3', 'x', '0', 99])
      expect(resolveRequestedChapter(requested, context)).toEqual({
        ok: false,
        error: { key: 'searchErrorChapterNotFound', params: { chapter: String(requested) } },
      });
  });
});
