import { describe, expect, it } from 'vitest';
import { parseReference } from './parse-reference';
import { passageLabel } from './passage-label';
import { versePoint, versePosition } from './versification';

const labels = (text: string) =>
  parseReference(text, 'es').map((r) => [passageLabel(r, 'en'), passageLabel(r, 'es')]);

describe('passageLabel', () => {
  it.each([
    ['Mt 7,13', ['Matthew 7:13', 'Mateo 7,13']],
    ['Mt 7,13-14', ['Matthew 7:13-14', 'Mateo 7,13-14']],
    ['Mt 7', ['Matthew 7', 'Mateo 7']],
    ['Mt 5-7', ['Matthew 5-7', 'Mateo 5-7']],
    ['Mt 5,3-7,2', ['Matthew 5:3-7:2', 'Mateo 5,3-7,2']],
    ['Gn 50,1-Ex 1,3', ['Genesis 50:1 - Exodus 1:3', 'Génesis 50,1 - Éxodo 1,3']],
    ['Eclo 3,2', ['Sirach 3:2', 'Eclesiástico 3,2']],
    ['1 Co 13,4-7', ['1 Corinthians 13:4-7', '1 Corintios 13,4-7']],
  ])('%s', (text, expected) => {
    expect(labels(text)).toEqual([expected]);
  });
});

describe('versePoint', () => {
  it('is the inverse of versePosition across chapters and books', () => {
    for (const point of [
      { book: 'Gen', chapter: 1, verse: 1 },
      { book: 'Matt', chapter: 7, verse: 29 },
      { book: 'Matt', chapter: 8, verse: 1 },
      { book: 'Rev', chapter: 22, verse: 21 },
    ]) {
      expect(versePoint(versePosition(point)!)).toEqual(point);
    }
    expect(versePoint(10_000_000)).toBeNull();
  });
});
