// Proves a query does bounded work however it is written: at most QUERY_LIMITS.terms distinct
// terms and QUERY_LIMITS.numbers numbers are searched, a number is never expanded as a prefix, and
// the index searches exactly those terms (a word past the cap finds nothing). Before, a 200-
// character query of one-digit words was searched as 100 terms, each in nearly every chapter.
import { describe, expect, it } from 'vitest';
import { SEARCH_QUERY_MAX } from '@camino/schemas/api/search';
import { noteDocument } from './documents';
import { QUERY_LIMITS, queryTerms } from './query-terms';
import { buildSearchIndex } from './search-index';
import { mayBeReference } from './search-service';

const digitHeavy = Array.from({ length: 101 }, (_, i) => String(i % 10))
  .join(' ')
  .slice(0, SEARCH_QUERY_MAX);

describe('queryTerms', () => {
  it('searches a digit-heavy query of the longest length as at most the capped numbers', () => {
    expect(digitHeavy).toHaveLength(SEARCH_QUERY_MAX);
    expect(queryTerms(digitHeavy, 'es')).toEqual({ terms: ['0', '1'], lastIsPrefix: false });
    const numbers = Array.from({ length: 66 }, (_, i) => String(i + 1)).join(' ');
    expect(queryTerms(numbers, 'en').terms).toHaveLength(QUERY_LIMITS.numbers);
  });

  it('keeps the first distinct terms up to the cap, without repeats or stop words', () => {
    const words = 'perdón perdonar la paz amor fe esperanza caridad oración gracia verdad vida camino';
    const { terms } = queryTerms(`${words} ${words}`, 'es');
    expect(terms).toHaveLength(QUERY_LIMITS.terms);
    expect(terms).toEqual(['perdon', 'paz', 'amor', 'fe', 'esper', 'carid', 'oracion', 'graci']);
  });

  it('reads only the last term, not a number, of three letters or more as a prefix', () => {
    expect(queryTerms('camino oraci', 'es').lastIsPrefix).toBe(true);
    expect(queryTerms('camino 123', 'es').lastIsPrefix).toBe(false);
    expect(queryTerms('camino fe', 'es').lastIsPrefix).toBe(false);
  });

  it('reads only a short query as a Bible reference', () => {
    expect(mayBeReference('1 Corintios 13,1-13; Juan 3,16')).toBe(true);
    expect(mayBeReference('Juan 3 '.repeat(20))).toBe(false);
    expect(mayBeReference('perdón')).toBe(false);
  });
});

describe('the index searches the capped terms only', () => {
  const words = ['alfa', 'bravo', 'charlie', 'delta', 'ecuador', 'foxtrot', 'golf', 'hotel', 'india'].slice(
    0,
    QUERY_LIMITS.terms,
  );
  const index = buildSearchIndex('es', [
    { ...noteDocument(1, 1, 'Todas', words.join(' ')), language: 'es' },
    { ...noteDocument(1, 2, 'Otra', 'sobrante'), language: 'es' },
  ]);
  const found = (text: string) => index.search({ text, member: true }).map((hit) => hit.doc.target.index);

  it('finds nothing by a word past the cap, even when nothing else matches', () => {
    expect(found(words.join(' '))).toEqual([1]);
    expect(found('sobrante')).toEqual([2]);
    // The ninth word would match the other note by itself (the any-word fallback): it is not searched.
    expect(found(`${words.join(' ')} sobrante`)).toEqual([1]);
    const unknown = Array.from({ length: QUERY_LIMITS.terms }, (_, i) => `qwx${'bcdfghjklm'[i]}`);
    expect(found(`${unknown.join(' ')} sobrante`)).toEqual([]);
  });
});
