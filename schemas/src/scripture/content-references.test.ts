import { describe, expect, it } from 'vitest';
import {
  gospelEntryReferences,
  optionalChapterReferences,
  parseContentReferences,
  referenceWarnings,
} from './content-references';

describe('content references', () => {
  it('points at each optional chapter reference and warns for the unreadable ones', () => {
    const refs = parseContentReferences(
      optionalChapterReferences({
        new_testament: [
          { reference: 'Mateo 7:13-14', description: '', citation: '' },
          { reference: 'el sermón del monte', description: '', citation: '' },
        ],
      }),
    );
    expect(refs.map((r) => r.ranges.map((x) => x.osis))).toEqual([['Matt.7.13-Matt.7.14'], []]);
    expect(referenceWarnings(refs)).toEqual([
      expect.objectContaining({ pointer: '/new_testament/1/reference', text: 'el sermón del monte' }),
    ]);
  });

  it("reads a gospel entry's Spanish and English passage, each in its language", () => {
    const refs = parseContentReferences(
      gospelEntryReferences({
        gospel: { reference: 'Lc 19,1-10', verses: [] },
        en: { gospel: { reference: 'Luke 19:1-10', verses: [] } },
      }),
    );
    expect(refs.map((r) => [r.pointer, r.ranges[0]?.osis])).toEqual([
      ['/gospel/reference', 'Luke.19.1-Luke.19.10'],
      ['/en/gospel/reference', 'Luke.19.1-Luke.19.10'],
    ]);
    expect(referenceWarnings(refs, '/3')).toEqual([]);
  });
});
