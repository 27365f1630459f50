import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chapterInfoSchema } from './chapter-info';
import {
  CHAPTER_INDEX_MAX,
  NEWS_DESCRIPTION_MAX,
  NEWS_TITLE_MAX,
  NOTE_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  VOLUME_COUNT,
} from './constants';
import { newsConfigSchema } from './news-config';
import { noteSchema } from './note';
import { registrationSchema } from './registration';
import { resetPasswordSchema } from './reset-password';

describe('constants', () => {
  it('match the limits the schemas enforce', () => {
    expect(VOLUME_COUNT).toBe(36);
    expect(chapterInfoSchema.properties.volume.maximum).toBe(VOLUME_COUNT);
    expect(chapterInfoSchema.properties.index.maximum).toBe(CHAPTER_INDEX_MAX);
  });

  it('are the limits of SPEC.md §9 and the ones the body schemas enforce', () => {
    expect([NOTE_MAX_LENGTH, PASSWORD_MIN_LENGTH, NEWS_TITLE_MAX, NEWS_DESCRIPTION_MAX]).toEqual([
      2000, 6, 200, 1000,
    ]);
    expect(noteSchema.properties.note_text.maxLength).toBe(NOTE_MAX_LENGTH);
    expect(registrationSchema.properties.password).toMatchObject({
      minLength: PASSWORD_MIN_LENGTH,
      maxLength: PASSWORD_MAX_LENGTH,
    });
    expect(resetPasswordSchema.properties.new_password).toMatchObject({
      minLength: PASSWORD_MIN_LENGTH,
      maxLength: PASSWORD_MAX_LENGTH,
    });
    expect(newsConfigSchema.properties.title.maxLength).toBe(NEWS_TITLE_MAX);
    expect(newsConfigSchema.properties.description.maxLength).toBe(NEWS_DESCRIPTION_MAX);
  });

  it('import nothing, so the web reader can read them without bundling a validator', () => {
    const source = readFileSync(new URL('./constants.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/^\s*import\b/m);
  });
});
