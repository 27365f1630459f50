import { describe, expect, it } from 'vitest';
import { showValue, valueAt, wantsTextDiff } from './pointer';

describe('valueAt', () => {
  const doc = { gospel: { verses: ['a', 'b'] }, 'a/b': { '~x': 1 } };
  it('follows a pointer through objects and arrays, escapes included', () => {
    expect(valueAt(doc, '')).toBe(doc);
    expect(valueAt(doc, '/gospel/verses/1')).toBe('b');
    expect(valueAt(doc, '/a~1b/~0x')).toBe(1);
  });
  it('is undefined where the document has nothing', () => {
    expect(valueAt(doc, '/gospel/nothing/deeper')).toBeUndefined();
    expect(valueAt(null, '/x')).toBeUndefined();
  });
});

describe('showValue and wantsTextDiff', () => {
  it('shows strings as they are and other values as JSON', () => {
    expect(showValue('hola')).toBe('hola');
    expect(showValue([1])).toBe('[\n 1\n]');
  });
  it('asks for a word diff only for long or multi-line texts', () => {
    expect(wantsTextDiff('a', 'b')).toBe(false);
    expect(wantsTextDiff('line\nline', 'line')).toBe(true);
    expect(wantsTextDiff('x'.repeat(100), 'y'.repeat(30))).toBe(true);
    expect(wantsTextDiff(1, 'x'.repeat(200))).toBe(false);
  });
});
