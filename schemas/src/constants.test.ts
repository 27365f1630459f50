import { describe, expect, it } from 'vitest';
import { CHAPTER_INDEX_MAX, VOLUME_COUNT } from './constants';
import { chapterInfoSchema } from './chapter-info';

describe('constants', () => {
  it('match the limits the schemas enforce', () => {
    expect(VOLUME_COUNT).toBe(36);
    expect(chapterInfoSchema.properties.volume.maximum).toBe(VOLUME_COUNT);
    expect(chapterInfoSchema.properties.index.maximum).toBe(CHAPTER_INDEX_MAX);
  });
});
