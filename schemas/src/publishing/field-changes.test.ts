import { describe, expect, it } from 'vitest';
import { computeChange, countChanges, jsonPointer, shortenText } from './field-changes';

describe('field changes', () => {
  it('names each item new, removed, unchanged or changed', () => {
    expect(computeChange('about', 'about', null, { content: 'x' })).toEqual({
      kind: 'about',
      key: 'about',
      status: 'new',
    });
    expect(computeChange('gospel', 'd', { a: 1 }, null)).toEqual({
      kind: 'gospel',
      key: 'd',
      status: 'removed',
    });
    expect(computeChange('news', 'news', { a: [1, 2] }, { a: [1, 2] }).status).toBe('unchanged');
    expect(computeChange('news', 'news', null, null).status).toBe('unchanged');
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

  it('counts statuses', () => {
    const changes = [
      computeChange('gospel', '1', null, 1),
      computeChange('gospel', '2', 1, 2),
      computeChange('gospel', '3', 1, 1),
    ];
    expect(countChanges(changes)).toEqual({ new: 1, changed: 1, unchanged: 1, removed: 0 });
  });
});
