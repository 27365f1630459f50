import { describe, expect, it } from 'vitest';
import { bestOverlapScore, overlapScore, overlapVerses, rangesOverlap } from './overlap';
import { parseReference } from './parse-reference';

const one = (text: string) => parseReference(text, 'es')[0]!;

describe('overlap', () => {
  const cited = one('Mt 7,13-14');

  it('finds a passage by any shared verse, never by a neighbour', () => {
    expect(rangesOverlap(cited, one('Mateo 7,13'))).toBe(true);
    expect(rangesOverlap(cited, one('Mt 7'))).toBe(true);
    expect(rangesOverlap(cited, one('Matthew 7:12-14'))).toBe(true);
    expect(rangesOverlap(cited, one('Mt 8'))).toBe(false);
    expect(rangesOverlap(cited, one('Mt 7,15'))).toBe(false);
    expect(rangesOverlap(cited, one('Mt 7,12'))).toBe(false);
  });

  it('counts shared verses and scores the tightest match highest', () => {
    expect(overlapVerses(cited, one('Mt 7'))).toBe(2);
    expect(overlapScore(cited, one('Mt 7,13-14'))).toBe(1);
    expect(overlapScore(cited, one('Mt 7,13'))).toBe(0.5);
    expect(overlapScore(cited, one('Mt 7'))).toBeCloseTo(2 / 29);
    expect(overlapScore(cited, one('Mt 8'))).toBe(0);
    expect(bestOverlapScore([one('Mt 8'), cited], [one('Mt 7,12-14')])).toBeCloseTo(2 / 3);
  });
});
