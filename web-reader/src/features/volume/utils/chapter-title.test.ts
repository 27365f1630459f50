import { describe, expect, it } from 'vitest';
import { chapterOfTitle, findChapterPosition } from './chapter-title';

describe('chapterOfTitle', () => {
  it('reads volume and index from `{volume}-{index}. …`', () => {
    expect(chapterOfTitle('1-3. La oración del silencio')).toEqual({ volume: 1, index: 3 });
    expect(chapterOfTitle('11-25. Título')).toEqual({ volume: 11, index: 25 });
    expect(chapterOfTitle('  2-5. With leading spaces')).toEqual({ volume: 2, index: 5 });
  });

  it('answers null for a title that names no chapter', () => {
    for (const title of [
      'Introducción al volumen',
      '1-3 without the dot',
      '1.3. Wrong separator',
      'Capítulo 1-3. Not at the start',
      '0-1. Volume 0',
      '37-1. Volume out of range',
      '1-0. Index 0',
      '',
    ])
      expect(chapterOfTitle(title), title).toBeNull();
  });
});

describe('findChapterPosition', () => {
  const items = [
    { title: '2-1. Uno' },
    { title: 'Intro' },
    { title: '2-3. Tres' },
    { title: '1-4. Other volume' },
  ];

  it('finds a chapter by its index within the volume', () => {
    expect(findChapterPosition(items, 2, 1)).toBe(0);
    expect(findChapterPosition(items, 2, 3)).toBe(2);
  });

  it('answers -1 for a missing chapter or one of another volume', () => {
    expect(findChapterPosition(items, 2, 2)).toBe(-1);
    expect(findChapterPosition(items, 2, 4)).toBe(-1);
  });
});
