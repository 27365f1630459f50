import { describe, expect, it } from 'vitest';
import { computeChange, countChanges, jsonPointer, LONG_TEXT, shortenText } from './field-changes';

describe('field changes', () => {
  it('names each item new, removed, unchanged or changed', () => {
    expect(computeChange('about', 'about', null, { content: 'x' })).toEqual({
      kind: 'about',
      key: 'about',
      status: 'new',
      fields: [{ pointer: '/content', after: 'x' }],
    });
    expect(computeChange('gospel', 'd', { a: 1 }, null)).toEqual({
      kind: 'gospel',
      key: 'd',
      status: 'removed',
    });
    expect(computeChange('news', 'news', { a: [1, 2] }, { a: [1, 2] }).status).toBe('unchanged');
    expect(computeChange('news', 'news', null, null).status).toBe('unchanged');
  });

  it("shows a new item's top-level fields, a nested value as its JSON text, long ones shortened", () => {
    const dialogue = Array.from({ length: 50 }, (_, i) => ({ speaker: 'Pilgrim', text: `Line ${i}` }));
    const { fields } = computeChange('main_file', '1/1', null, { title: 'A/B', index: 1, dialogue });
    expect(fields).toEqual([
      { pointer: '/title', after: 'A/B' },
      { pointer: '/index', after: 1 },
      { pointer: '/dialogue', after: shortenText(JSON.stringify(dialogue)) },
    ]);
    expect(String(fields![2]!.after)).toMatch(/^\[\{"speaker":"Pilgrim".*characters\]/);
    expect(computeChange('gospel', 'd', null, 'text').fields).toEqual([{ pointer: '', after: 'text' }]);
  });

  it('lists changed fields as RFC 6901 pointers with their values', () => {
    const change = computeChange(
      'main_file',
      '3/k',
      { title: 'A', 'a/b': 1, 'c~d': [1, 2], gone: true },
      { title: 'B', 'a/b': 2, 'c~d': [1, 3], added: null },
    );
    expect(change.fields).toEqual([
      { pointer: '/title', before: 'A', after: 'B' },
      { pointer: '/a~1b', before: 1, after: 2 },
      { pointer: '/c~0d/1', before: 2, after: 3 },
      { pointer: '/gone', before: true },
      { pointer: '/added', after: null },
    ]);
    expect(jsonPointer([])).toBe('');
  });

  it('compares values of different shapes as one change of the whole', () => {
    expect(computeChange('settings', 'x', [1], { 0: 1 }).fields).toEqual([
      { pointer: '', before: [1], after: { 0: 1 } },
    ]);
  });

  it('shortens long texts to their start and end with the length, by code points', () => {
    const text = '🙏'.repeat(150) + 'x'.repeat(150);
    const short = shortenText(text);
    expect(short).toBe(`${'🙏'.repeat(80)}… [300 characters] …${'x'.repeat(80)}`);
    expect(shortenText('corto')).toBe('corto');
    const change = computeChange('about', 'about', { content: 'a' }, { content: text });
    expect(change.fields![0]!.after).toBe(short);
  });

  it('shortens any text exactly as splitting it into code points would, lone surrogates included', () => {
    // The definition the walk over UTF-16 units must match (it replaced this, which allocated a
    // string per character of every long text).
    const byCodePoints = (text: string) => {
      const chars = Array.from(text);
      if (chars.length <= LONG_TEXT) return text;
      return `${chars.slice(0, 80).join('')}… [${chars.length} characters] …${chars.slice(-80).join('')}`;
    };
    const pieces = ['a', 'ñ', '🙏', '\ud800', '\udc00', '\ud83d', ' ', '👨‍👩‍👧'];
    let seed = 29;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) >>> 16;
    for (let n = 0; n < 400; n++) {
      const length = 150 + (next() % 160);
      const text = Array.from({ length }, () => pieces[next() % pieces.length]).join('');
      expect(shortenText(text)).toBe(byCodePoints(text));
    }
    // Around the limit: 200 code points in up to 400 units stay whole, 201 are shortened.
    expect(shortenText('🙏'.repeat(200))).toBe('🙏'.repeat(200));
    expect(shortenText('🙏'.repeat(201))).toBe(byCodePoints('🙏'.repeat(201)));
    const long = 'palabra '.repeat(500_000);
    expect(shortenText(long)).toBe(byCodePoints(long));
  });

  it('counts statuses', () => {
    const changes = [
      computeChange('gospel', '1', null, 1),
      computeChange('gospel', '2', 1, 2),
      computeChange('gospel', '3', 1, 1),
    ];
    expect(countChanges(changes)).toEqual({ new: 1, changed: 1, unchanged: 1, removed: 0 });
  });
});
