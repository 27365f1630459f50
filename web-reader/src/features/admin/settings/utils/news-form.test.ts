import { describe, expect, it } from 'vitest';
import { charCount, newsProblems, sameNews } from './news-form';

describe('newsProblems', () => {
  it('accepts the limits exactly and refuses one more', () => {
    expect(newsProblems({ enabled: true, title: 'a'.repeat(200), description: 'b'.repeat(1000) })).toEqual(
      [],
    );
    expect(newsProblems({ enabled: true, title: 'a'.repeat(201), description: 'b'.repeat(1001) })).toEqual([
      'titleTooLong',
      'descriptionTooLong',
    ]);
  });

  it('an enabled block needs a title; a disabled one does not', () => {
    expect(newsProblems({ enabled: true, title: '  ' })).toEqual(['titleRequired']);
    expect(newsProblems({ enabled: false, title: '' })).toEqual([]);
  });

  it('counts code points, as the server does', () => {
    expect(charCount('🙏é')).toBe(2);
    expect(newsProblems({ enabled: true, title: '🙏'.repeat(200) })).toEqual([]);
  });
});

describe('sameNews', () => {
  it('treats a missing description as empty', () => {
    expect(sameNews({ enabled: true, title: 'x' }, { enabled: true, title: 'x', description: '' })).toBe(
      true,
    );
    expect(sameNews({ enabled: true, title: 'x' }, { enabled: false, title: 'x' })).toBe(false);
  });
});
