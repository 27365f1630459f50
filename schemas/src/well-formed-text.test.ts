// Proves the walk finds every string (values and property names, at any depth) holding half of a
// surrogate pair, with its JSON Pointer, and leaves whole pairs and ordinary text alone.
import { describe, expect, it } from 'vitest';
import { validateWatch } from './watch';
import { problem as raise } from './messages/render-problem';
import { unpairedSurrogateProblems } from './well-formed-text';

const problem = (pointer: string) => raise(pointer, 'unpaired_surrogate');

describe('unpairedSurrogateProblems', () => {
  it('accepts ordinary text, accents and whole pairs', () => {
    expect(unpairedSurrogateProblems({ a: 'ñandú', b: ['😀', { c: '𝄞 music' }], n: 1, z: null })).toEqual([]);
  });

  it('points at each lone half, reversed pairs included, and at property names', () => {
    const value = { a: 'x\ud800', list: ['ok', '\udc00\ud800'], deep: { 'k/\udfff': 'fine' } };
    expect(unpairedSurrogateProblems(value)).toEqual([
      problem('/a'),
      problem('/list/1'),
      problem('/deep/k~1\udfff'),
    ]);
    expect(unpairedSurrogateProblems('\ud83d')).toEqual([problem('')]);
  });

  it('makes every validator refuse such text, even where the schema alone would pass', () => {
    expect(validateWatch({ video_id: 'abc\ud83d', volume_number: 1 })).toEqual({
      ok: false,
      problems: [problem('/video_id')],
    });
    expect(validateWatch({ video_id: 'abc😀', volume_number: 1 }).ok).toBe(true);
  });
});
