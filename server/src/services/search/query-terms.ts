import { termOf, wordsOf, type SearchLanguage } from './terms';

/**
 * The most a query searches for. Each distinct term costs a pass over the documents holding it,
 * and the fallbacks (a prefix, then any word) run the terms again: a 200-character query of one-
 * digit words ("1 2 3 … 9 1 2 …", 100 terms, each in nearly every chapter) took 220–460 ms on the
 * bench's 2,520 chapters. A search box query of more words than this finds no better results.
 */
export const QUERY_LIMITS = {
  /** Distinct terms (after stemming and stop words); the first ones are kept. */
  terms: 8,
  /** Terms made only of digits: verse and chapter numbers appear in nearly every chapter. */
  numbers: 2,
  /** A prefix is expanded from the last term only, and only from one this long that is not a number. */
  prefixMinLength: 3,
  /**
   * The longest query also read as a Bible reference (the parser's time grows with the text and a
   * reference names one passage per few characters: 200 characters of "Juan 3 Juan 3 …" took 40 ms
   * to parse and 28 passages to look up). "1 Corintios 13,1-13; Juan 3,16" is 30.
   */
  referenceLength: 60,
} as const;

/** What a query is searched for: its terms, and whether the last may be read as a prefix. */
export interface QueryTerms {
  terms: string[];
  /** True when the last term may stand for a word still being typed. */
  lastIsPrefix: boolean;
}

const isNumber = (term: string) => /^\p{N}+$/u.test(term);

/**
 * The distinct index terms of `text` within QUERY_LIMITS, in the order written: repeats, stop
 * words, terms past `terms` and numbers past `numbers` are left out.
 */
export function queryTerms(text: string, language: SearchLanguage): QueryTerms {
  const terms: string[] = [];
  let numbers = 0;
  for (const word of wordsOf(text)) {
    const term = termOf(word, language);
    if (term === null || terms.includes(term)) continue;
    if (isNumber(term)) {
      if (numbers === QUERY_LIMITS.numbers) continue;
      numbers += 1;
    }
    terms.push(term);
    if (terms.length === QUERY_LIMITS.terms) break;
  }
  const last = terms.at(-1);
  return {
    terms,
    lastIsPrefix: last !== undefined && last.length >= QUERY_LIMITS.prefixMinLength && !isNumber(last),
  };
}
