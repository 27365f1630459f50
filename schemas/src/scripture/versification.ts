// Verse positions: every verse of the canon numbered 0, 1, 2, … in the parser's versification
// (its default, ESV-like, with the deuterocanonical books after Revelation). A passage is then a
// range of two integers, so "does this chapter's reference overlap that passage" is two integer
// comparisons, in memory or in SQL, and the size of an overlap is a count of verses.
import { bcv_parser } from 'bible-passage-reference-parser/esm/bcv_parser.js';
import * as en from 'bible-passage-reference-parser/esm/lang/en.js';

/** A verse: OSIS book id, chapter and verse from 1. */
export interface VersePoint {
  book: string;
  chapter: number;
  verse: number;
}

interface Table {
  /** Verses per chapter, by book. */
  chapters: Record<string, number[]>;
  /** Position of each book's first verse. */
  bookStart: Map<string, number>;
  /** Position of each chapter's first verse, by book. */
  chapterStart: Map<string, number[]>;
}

let table: Table | null = null;

function versification(): Table {
  if (table) return table;
  const parser = new bcv_parser(en);
  parser.set_options({ testaments: 'ona' });
  const info = parser.translation_info();
  const bookStart = new Map<string, number>();
  const chapterStart = new Map<string, number[]>();
  let position = 0;
  for (const book of info.books) {
    bookStart.set(book, position);
    const starts: number[] = [];
    for (const verses of info.chapters[book] ?? []) {
      starts.push(position);
      position += verses;
    }
    chapterStart.set(book, starts);
  }
  table = { chapters: info.chapters, bookStart, chapterStart };
  return table;
}

/**
 * Bumped whenever positions could change (a new parser versification, a new book order), so the
 * server knows to rebuild what it stored with the old numbering.
 */
export const VERSE_POSITION_VERSION = 1;

/** The verse's position, or null when the book, chapter or verse does not exist. */
export function versePosition({ book, chapter, verse }: VersePoint): number | null {
  const starts = versification().chapterStart.get(book);
  const count = versification().chapters[book]?.[chapter - 1];
  const start = starts?.[chapter - 1];
  if (start === undefined || count === undefined || verse < 1 || verse > count) return null;
  return start + verse - 1;
}

/** The verse at `position` (versePosition's inverse), or null past the canon's end. */
export function versePoint(position: number): VersePoint | null {
  const { chapters, chapterStart } = versification();
  for (const [book, starts] of chapterStart) {
    for (let i = starts.length - 1; i >= 0; i -= 1) {
      const start = starts[i]!;
      if (position < start) continue;
      const verse = position - start + 1;
      if (verse > chapters[book]![i]!) break;
      return { book, chapter: i + 1, verse };
    }
  }
  return null;
}

/** How many verses `chapter` of `book` has (0 when it does not exist). */
export function versesInChapter(book: string, chapter: number): number {
  return versification().chapters[book]?.[chapter - 1] ?? 0;
}
