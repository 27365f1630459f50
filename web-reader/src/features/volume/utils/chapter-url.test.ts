import { describe, expect, it } from 'vitest';
import { isChapterMove, withChapter } from './chapter-url';

describe('chapter-url', () => {
  it('sets the chapter and keeps the back target', () => {
    expect(withChapter('', 3)).toBe('?chapter=3');
    expect(withChapter('?from=%2Ftemas', 3)).toBe('?from=%2Ftemas&chapter=3');
    expect(withChapter('?chapter=2&from=%2Ftemas', 5)).toBe('?chapter=5&from=%2Ftemas');
  });

  it('tells the page’s own moves from outside requests', () => {
    expect(isChapterMove({ chapterMove: true })).toBe(true);
    expect(isChapterMove(null)).toBe(false);
    expect(isChapterMove({ searchIndex: 3 })).toBe(false);
  });
});
