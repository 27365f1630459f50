import { describe, expect, it } from 'vitest';
import { stringifyInTurns } from './json-in-turns';

describe('stringifyInTurns', () => {
  it('writes the same text as JSON.stringify', async () => {
    const fields = Array.from({ length: 60 }, (_, i) => ({
      pointer: `/dialogue/${i}/text`,
      before: i % 3 ? `antes ${i} «ñ» 🙏 "q" \\ \n` : undefined,
      after: i % 5 ? { nested: [i, null, true], list: Array.from({ length: 70 }, (_, j) => j) } : null,
    }));
    const body = {
      volume: 2,
      message: 'Volume 2: 300 files stored',
      skipped: undefined,
      when: new Date('2026-01-01T00:00:00Z'),
      changes: [
        ...Array.from({ length: 300 }, (_, i) => ({
          kind: 'main_file',
          key: `2/${i}`,
          status: 'changed',
          fields,
        })),
        { kind: 'main_file', key: '2/301', status: 'new' },
      ],
      holes: Array.from({ length: 100 }, (_, i) => (i % 2 ? undefined : i)),
      empty: [],
      revision: null,
    };
    expect(await stringifyInTurns(body)).toBe(JSON.stringify(body));
    for (const value of [null, 1, 'x', [], {}, [undefined], { a: undefined }, Array(80).fill({ a: [] })]) {
      expect(await stringifyInTurns(value)).toBe(JSON.stringify(value));
    }
  });

  it('gives other callbacks turns while it serializes a long list', async () => {
    const big = Array.from({ length: 20_000 }, (_, i) => ({ i, text: 'palabra '.repeat(100) }));
    let turns = 0;
    const ticking = setInterval(() => (turns += 1), 0);
    try {
      await stringifyInTurns(big);
    } finally {
      clearInterval(ticking);
    }
    expect(turns).toBeGreaterThan(0);
  });
});
