import { describe, expect, it } from 'vitest';
import { settleDraft } from './drafts';

describe('settleDraft', () => {
  it('drops the draft that was written', () => {
    expect(settleDraft({ 'a.json': 'x', 'b.md': 'y' }, 'a.json', 'x')).toEqual({ 'b.md': 'y' });
  });

  it('keeps an edit made while the write was under way', () => {
    const drafts = { 'news.json': '{"public":{"title":"newer"}}' };
    expect(settleDraft(drafts, 'news.json', '{"public":{"title":"older"}}')).toBe(drafts);
  });

  it('leaves the drafts alone when the file had none', () => {
    const drafts = { 'b.md': 'y' };
    expect(settleDraft(drafts, 'a.json', 'x')).toBe(drafts);
  });
});
