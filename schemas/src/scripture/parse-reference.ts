// Bible references as the content and the readers write them, in English and Spanish notation,
// turned into verse ranges with bible-passage-reference-parser. Browser-safe (no Node, no ajv):
// the server, the desktop app and, if it ever wants to, the reader parse alike.
import { bcv_parser } from 'bible-passage-reference-parser/esm/bcv_parser.js';
import * as en from 'bible-passage-reference-parser/esm/lang/en.js';
import * as es from 'bible-passage-reference-parser/esm/lang/es.js';
import { REFERENCE_MAX_LENGTH } from '../constants';
import type { Language } from '../languages';
import { versePosition, type VersePoint } from './versification';

/** One passage of a reference: its OSIS id, first and last verse, and their positions. */
export interface VerseRange {
  /** `Matt.7.13-Matt.7.14`, always book.chapter.verse on both ends. */
  osis: string;
  from: VersePoint;
  to: VersePoint;
  /** Positions of `from` and `to` (versification.ts): overlap is `a.start <= b.end && b.start <= a.end`. */
  start: number;
  end: number;
}

type Punctuation = 'us' | 'eu';

/**
 * Abbreviations the parser's language data lacks. "Eclo" (Eclesiástico) is how Spanish Catholic
 * editions abbreviate Sirach; "Sira"/"Ben Sira" are common in both languages.
 */
const EXTRA_BOOKS: Record<Language, Array<{ osis: string[]; regexp: RegExp }>> = {
  en: [{ osis: ['Sir'], regexp: /Ben\s*Sira|Sira/ }],
  es: [
    { osis: ['Sir'], regexp: /Ecl[oó]|Ecli|Ben\s*Sira|Sira/ },
    { osis: ['1Cor'], regexp: /Primera\s+(?:carta\s+)?(?:a\s+los\s+|de\s+)?Corintios/ },
    { osis: ['2Cor'], regexp: /Segunda\s+(?:carta\s+)?(?:a\s+los\s+|de\s+)?Corintios/ },
  ],
};

const LANGUAGE_DATA = { en, es } as const;
const parsers = new Map<string, bcv_parser>();

/** One parser per language and punctuation, made on first use (building one compiles its patterns). */
function parserFor(language: Language, punctuation: Punctuation): bcv_parser {
  const key = `${language}:${punctuation}`;
  let parser = parsers.get(key);
  if (!parser) {
    parser = new bcv_parser(LANGUAGE_DATA[language]);
    parser.set_options({
      punctuation_strategy: punctuation,
      // Every range spelled out to the verse, each passage apart, deuterocanonical books on.
      osis_compaction_strategy: 'bcv',
      sequence_combination_strategy: 'separate',
      consecutive_combination_strategy: 'separate',
      testaments: 'ona',
      // A reader typing "Mt 5 1" means a verse.
      captive_end_digits_strategy: 'include',
    });
    parser.add_books({ books: EXTRA_BOOKS[language].map((b) => ({ ...b, insert_at: 'start' })) });
    parsers.set(key, parser);
  }
  return parser;
}

/**
 * Which punctuation the reference is written in. A colon between digits is the English
 * chapter:verse ("Juan 3:16" too); a comma right between digits ("Jn 3,16") is the Spanish
 * chapter,verse, which the parser's default reads as two chapters. Otherwise the language decides:
 * "Mt 5, 1-12" in Spanish is verses 1-12, "Matt 5, 6" in English is chapters 5 and 6.
 */
export function punctuationOf(text: string, language: Language): Punctuation {
  if (/\d\s*:\s*\d/.test(text)) return 'us';
  if (/\d,\d/.test(text)) return 'eu';
  return language === 'es' ? 'eu' : 'us';
}

const point = (osisPart: string): VersePoint | null => {
  const [book, chapter, verse] = osisPart.split('.');
  if (!book || !chapter || !verse) return null;
  return { book, chapter: Number(chapter), verse: Number(verse) };
};

/** `Matt.7.13-Matt.7.14` (or `Matt.7.13`) as a range; null when the parser answered otherwise. */
function rangeOf(osis: string): VerseRange | null {
  const [first, last = first] = osis.split('-');
  const from = first ? point(first) : null;
  const to = last ? point(last) : null;
  if (!from || !to) return null;
  const start = versePosition(from);
  const end = versePosition(to);
  if (start === null || end === null || end < start) return null;
  return { osis: first === last ? first! : osis, from, to, start, end };
}

interface Found {
  ranges: VerseRange[];
  /** Characters of the text the references span. */
  covered: Array<[number, number]>;
}

function parseWith(text: string, language: Language): Found {
  const parser = parserFor(language, punctuationOf(text, language));
  const found: Found = { ranges: [], covered: [] };
  for (const match of parser.parse(text).osis_and_indices()) {
    found.covered.push(match.indices as [number, number]);
    for (const osis of match.osis.split(',')) {
      const range = osis ? rangeOf(osis) : null;
      if (range) found.ranges.push(range);
    }
  }
  return found;
}

/** True when every letter and digit of `text` lies inside a found reference. */
function coversAll(text: string, covered: Array<[number, number]>): boolean {
  const rest = covered
    .slice()
    .sort((a, b) => b[0] - a[0])
    .reduce((s, [from, to]) => s.slice(0, from) + ' '.repeat(to - from) + s.slice(to), text);
  return !/[\p{L}\p{N}]/u.test(rest);
}

export interface ParseOptions {
  /**
   * The whole text must be references ("Mateo 7,13"), not text that contains one ("oración en
   * Mateo 7"): for a search box, where the parser's eagerness ("is 2" = Isaiah 2) would mislead.
   */
  whole?: boolean;
}

/**
 * The verse ranges a reference names, in the order written ("Mt 5,1-12; 6,9-13" gives two). The
 * text is read in `language` first and then in the other one ("Matthew 7:12" on a Spanish page
 * still parses). An empty list means it is not a reference this parser understands (or it names a
 * verse that does not exist, such as "Mt 5,99").
 */
export function parseReference(text: string, language: Language, options: ParseOptions = {}): VerseRange[] {
  if (text.length > REFERENCE_MAX_LENGTH) return [];
  const normalized = collapseSeparators(text.normalize('NFC')).trim();
  if (!normalized) return [];
  const key = `${language}${options.whole ? '!' : ':'}${normalized}`;
  let ranges = recent.get(key);
  if (!ranges) {
    ranges = parseUncached(normalized, language, options);
    if (recent.size >= RECENT_MAX) recent.delete(recent.keys().next().value!);
    recent.set(key, ranges);
  }
  return [...ranges];
}

/**
 * The parser's grammar reads the gap between a chapter and a verse with
 * `/^(?:[\s*]*["'][\s*]*|[\s*])+/` on the rest of the text, which backtracks over the whole run
 * for each of its characters: a run of n spaces (or asterisks) after a book name costs O(n²)
 * (4,000 spaces: 0.7 s; 20,000: 14 s). The parser treats every such run as one separator, so a
 * run becomes one space (one asterisk when it holds no whitespace) with the same result.
 */
const collapseSeparators = (text: string): string =>
  text.replace(/[\s*]{2,}/gu, (run) => (/\s/u.test(run) ? ' ' : '*'));

// A parse takes about a millisecond, and the same references come back (a gospel day's passage,
// the ones many chapters cite, a search typed twice): the most recent answers are kept.
const RECENT_MAX = 5000;
const recent = new Map<string, readonly VerseRange[]>();

/**
 * A psalm in the two numberings Catholic books print ("Sal 22 (23)", "Sal 50 (51), 3-4"): the
 * Greek and Latin number, then the Hebrew one in brackets. The parser counts psalms the Hebrew
 * way, so the one psalm is read by its bracketed number; read as written it was two psalms.
 */
const TWO_NUMBERINGS = /\b(Sal(?:mos?)?|Ps(?:alms?|s)?)(\.?\s*)(\d{1,3})\s*\((\d{1,3})\)/giu;
const oneNumbering = (text: string): string =>
  text.replace(TWO_NUMBERINGS, (whole, book: string, gap: string, greek: string, hebrew: string) =>
    Math.abs(Number(hebrew) - Number(greek)) <= 1 ? `${book}${gap}${hebrew}` : whole,
  );

function parseUncached(text: string, language: Language, options: ParseOptions): VerseRange[] {
  const other: Language = language === 'es' ? 'en' : 'es';
  const normalized = oneNumbering(text);
  for (const lang of [language, other]) {
    const found = parseWith(normalized, lang);
    if (found.ranges.length === 0) continue;
    if (options.whole && !coversAll(normalized, found.covered)) continue;
    return found.ranges;
  }
  return [];
}
