import { describe, expect, it } from 'vitest';
import { charCount, newsProblems, newsToSend, sameNews } from './news-form';

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

describe('a block with its translation', () => {
  const block = { enabled: true, title: 'Retiro', lang: 'es' as const };

  it('is sent only under a chosen language and with something written in it', () => {
    const translation = { title: 'Retreat', description: '' };
    expect(newsToSend({ ...block, translation })).toEqual({ ...block, translation });
    expect(newsToSend({ ...block, lang: undefined, translation })).toEqual({
      enabled: true,
      title: 'Retiro',
    });
    expect(newsToSend({ ...block, translation: { title: ' ', description: '' } })).toEqual(block);
  });

  it('has the same limits, and needs a title once it has a description', () => {
    expect(newsProblems({ ...block, translation: { title: '', description: 'El sábado' } })).toEqual([
      'translationTitleRequired',
    ]);
    expect(
      newsProblems({ ...block, translation: { title: 'a'.repeat(201), description: 'b'.repeat(1001) } }),
    ).toEqual(['translationTitleTooLong', 'translationDescriptionTooLong']);
    // Under "Both" it is not sent, so it stops nothing.
    expect(newsProblems({ ...block, lang: undefined, translation: { title: '', description: 'x' } })).toEqual(
      [],
    );
  });

  it('counts as a change, but an unsent one does not', () => {
    expect(sameNews(block, { ...block, translation: { title: 'Retreat' } })).toBe(false);
    expect(
      sameNews({ ...block, lang: undefined }, { ...block, lang: undefined, translation: { title: 'x' } }),
    ).toBe(true);
  });
});
