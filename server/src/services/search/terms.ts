import { stemmer as englishStemmer } from '@orama/stemmers/english';
import { stemmer as spanishStemmer } from '@orama/stemmers/spanish';

/** The two languages content is written and searched in. */
export type SearchLanguage = 'en' | 'es';

/** A word: letters and digits of any script (the same rule splits documents, queries and snippets). */
export const WORD = /[\p{L}\p{N}]+/gu;

// Words too common to find anything with. Short lists on purpose: a theme title such as "Fe"
// must stay findable, so only articles, prepositions, pronouns and conjunctions are here.
const STOP_WORDS: Record<SearchLanguage, Set<string>> = {
  es: new Set(
    (
      'a al ante con de del e el en entre la las le les lo los o para por que se su sus un una unas unos y ' +
      'mi mis tu tus nos me te es son fue era como pero sin sobre este esta esto estos estas ese esa eso'
    ).split(' '),
  ),
  en: new Set(
    (
      'a an and are as at be by for from in into is it its of on or that the their this to was were with ' +
      'he she they his her them we you i'
    ).split(' '),
  ),
};

const STEMMERS: Record<SearchLanguage, (word: string) => string> = {
  es: spanishStemmer,
  en: englishStemmer,
};

/**
 * Stemming is most of the cost of indexing and of marking snippets, and a library's vocabulary is
 * small (tens of thousands of word forms), so each form is stemmed once. Bounded: a flood of
 * invented words in queries empties it rather than growing it.
 */
const TERM_CACHE_MAX = 200_000;
const TERMS: Record<SearchLanguage, Map<string, string | null>> = { es: new Map(), en: new Map() };

/** Lower case without diacritics, for any text: decomposed (NFD) and the marks removed. */
const foldAny = (lower: string): string => lower.normalize('NFD').replace(/\p{M}+/gu, '');

/**
 * The Latin-1 letters with a diacritic, each with what foldAny gives it ("ó" → "o"). Latin-1 holds
 * no combining marks, so a Latin-1 text folds letter by letter to the same result as foldAny,
 * without decomposing the whole text (most of Spanish text is Latin-1; its fold is 5 times faster
 * this way, and stays a one-byte string).
 */
const LATIN1_FOLDS = new Map<string, string>();
for (let code = 0xc0; code <= 0xff; code++) {
  const letter = String.fromCharCode(code);
  const folded = foldAny(letter);
  if (folded !== letter) LATIN1_FOLDS.set(letter, folded);
}
const LATIN1_FOLDABLE = new RegExp(`[${[...LATIN1_FOLDS.keys()].join('')}]`, 'g');
const BEYOND_ASCII = /[\u0080-\uffff]/;
const BEYOND_LATIN1 = /[\u0100-\uffff]/;

/**
 * True when fold(text) keeps every character of `text` at its place (a Latin-1 text: one letter
 * for one), so a position in the folded text is the same position in `text`.
 */
export const foldsInPlace = (text: string): boolean => !BEYOND_LATIN1.test(text);

/** Lower case without diacritics: "Oración" and "oracion" are one word to the index. */
export function fold(text: string): string {
  const lower = text.toLowerCase();
  if (!BEYOND_ASCII.test(lower)) return lower;
  if (BEYOND_LATIN1.test(lower)) return foldAny(lower);
  return lower.replace(LATIN1_FOLDABLE, (letter) => LATIN1_FOLDS.get(letter)!);
}

/**
 * The index term of one word in `language`: stemmed (the Snowball stemmer knows the accented
 * forms, so it runs first), then folded; null for a stop word. "perdonó", "perdonar" and
 * "perdonaron" all give "perdon".
 */
export function termOf(word: string, language: SearchLanguage): string | null {
  const known = TERMS[language].get(word);
  if (known !== undefined) return known;
  const lower = word.toLowerCase();
  let term: string | null;
  if (STOP_WORDS[language].has(fold(lower))) term = null;
  // Numbers (verse and chapter numbers) are kept as they are.
  else if (/^\p{N}+$/u.test(lower)) term = lower;
  else term = fold(STEMMERS[language](lower));
  if (TERMS[language].size >= TERM_CACHE_MAX) TERMS[language].clear();
  TERMS[language].set(word, term);
  return term;
}

/** The words of `text` (for MiniSearch's tokenizer and the snippet marker alike). */
export const wordsOf = (text: string): string[] => text.match(WORD) ?? [];
