import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import { parseChapterSearch, validateChapterSearch, type SearchVolume } from './validate-chapter-search';

const volumes: SearchVolume[] = [
  { volume_number: 1, is_available: true, has_playlist_data: true },
  { volume_number: 4, is_available: true, has_playlist_data: false },
  { volume_number: 9, is_available: false, has_playlist_data: false },
];
const signedIn = { isAuthenticated: true, volumes };

const errorKey = (input: string, context = signedIn) => {
  const result = validateChapterSearch(input, context);
  return result.ok ? null : result.error.key;
};

describe('home chapter search validation (SPEC.md §5)', () => {
  it('asks for input when empty or blank (searchErrorEmpty)', () => {
    expect(errorKey('')).toBe('searchErrorEmpty');
    expect(errorKey('   ')).toBe('searchErrorEmpty');
  });

  it('needs exactly one hyphen (searchErrorInvalidFormat)', () => {
    for (const input of ['11', '11-5-2', '11 5', '1--2', '1-2-'])
      expect(errorKey(input)).toBe('searchErrorInvalidFormat');
  });

  it('needs two integers (searchErrorInvalidNumbers)', () => {
    for (const input of ['a-5', '11-b', '1.5-2', '11-', '-5', '-', '11-5x', '+1-2'])
      expect(errorKey(input)).toBe('searchErrorInvalidNumbers');
  });

  it('keeps the volume within 1 to 36 (searchErrorVolumeRange)', () => {
    expect(errorKey('0-5')).toBe('searchErrorVolumeRange');
    expect(errorKey('37-1')).toBe('searchErrorVolumeRange');
    expect(errorKey('36-1')).not.toBe('searchErrorVolumeRange');
  });

  it('needs an index above 0 (searchErrorIndexPositive)', () => {
    expect(errorKey('11-0')).toBe('searchErrorIndexPositive');
    expect(errorKey('11-000')).toBe('searchErrorIndexPositive');
  });

  it('needs a signed-in user, after the input rules (searchErrorRequiresLogin)', () => {
    const anonymous = { isAuthenticated: false, volumes };
    expect(errorKey('1-2', anonymous)).toBe('searchErrorRequiresLogin');
    expect(errorKey('abc', anonymous)).toBe('searchErrorInvalidFormat');
  });

  it('needs the volume to exist (searchErrorVolumeNotFound with the volume)', () => {
    const result = validateChapterSearch('12-3', signedIn);
    expect(result).toEqual({
      ok: false,
      error: { key: 'searchErrorVolumeNotFound', params: { volume: 12 } },
    });
  });

  it('needs playlist data or availability (searchErrorNoContent with the volume)', () => {
    const result = validateChapterSearch('9-1', signedIn);
    expect(result).toEqual({ ok: false, error: { key: 'searchErrorNoContent', params: { volume: 9 } } });
  });

  it('accepts a valid search, trimming spaces, for playlist or available volumes', () => {
    expect(validateChapterSearch(' 1-5 ', signedIn)).toEqual({ ok: true, volume: 1, index: 5 });
    expect(validateChapterSearch('4 - 2', signedIn)).toEqual({ ok: true, volume: 4, index: 2 });
    expect(parseChapterSearch('36-999')).toEqual({ ok: true, volume: 36, index: 999 });
  });

  it('has the spec texts for its messages', () => {
    expect(en.searchErrorEmpty).toBe('Please enter a valid format (e.g.: 11-5)');
    expect(en.searchErrorInvalidFormat).toBe('Invalid format. Use: Volume-Index (e.g.: 11-5)');
    expect(en.searchErrorInvalidNumbers).toBe('Enter valid numbers (e.g.: 11-5)');
    expect(en.searchErrorRequiresLogin).toBe('You need to log in to view this content');
    expect(en.searchErrorVolumeNotFound).toBe('Volume {volume} not found');
    expect(en.searchErrorNoContent).toBe('Volume {volume} has no content available yet');
    expect(en.searchErrorNavigation).toBe('Navigation error. Please try again.');
  });
});
