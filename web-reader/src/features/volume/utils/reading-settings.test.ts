import { describe, expect, it } from 'vitest';
import { DEFAULT_READING_SETTINGS, parseReadingSettings } from './reading-settings';

describe('parseReadingSettings', () => {
  it('reads back what was stored', () => {
    expect(parseReadingSettings('{"size":"xl","theme":"sepia"}')).toEqual({ size: 'xl', theme: 'sepia' });
  });

  it('falls back to the defaults, field by field, for anything else', () => {
    expect(parseReadingSettings(null)).toEqual(DEFAULT_READING_SETTINGS);
    expect(parseReadingSettings('not json')).toEqual(DEFAULT_READING_SETTINGS);
    expect(parseReadingSettings('"sepia"')).toEqual(DEFAULT_READING_SETTINGS);
    expect(parseReadingSettings('{"size":"huge","theme":"dark"}')).toEqual({ size: 'md', theme: 'dark' });
    expect(parseReadingSettings('{"size":"sm","theme":3}')).toEqual({ size: 'sm', theme: 'auto' });
  });
});
