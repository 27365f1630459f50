// How a passage reads in each UI language: "Matthew 7:13-14" / "Mateo 7,13-14".
import type { Language } from '../languages';
import { bookName } from './book-names';
import type { VerseRange } from './parse-reference';
import { versesInChapter, type VersePoint } from './versification';

/** The chapter-verse separator each language writes. */
const VERSE_SEPARATOR: Record<Language, string> = { en: ':', es: ',' };

const pointLabel = (p: VersePoint, language: Language) =>
  `${bookName(p.book, language)} ${p.chapter}${VERSE_SEPARATOR[language]}${p.verse}`;

/**
 * A range for display: whole chapters as chapters ("Mateo 5-7"), verses with the language's own
 * separator ("Matthew 7:13-14", "Mateo 7,13-14"), a range across books with both ends in full.
 */
export function passageLabel(range: Pick<VerseRange, 'from' | 'to'>, language: Language): string {
  const { from, to } = range;
  const sep = VERSE_SEPARATOR[language];
  if (from.book !== to.book) return `${pointLabel(from, language)} - ${pointLabel(to, language)}`;
  const book = bookName(from.book, language);
  const wholeChapters = from.verse === 1 && to.verse === versesInChapter(to.book, to.chapter);
  if (from.chapter === to.chapter) {
    if (wholeChapters) return `${book} ${from.chapter}`;
    if (from.verse === to.verse) return `${book} ${from.chapter}${sep}${from.verse}`;
    return `${book} ${from.chapter}${sep}${from.verse}-${to.verse}`;
  }
  if (wholeChapters) return `${book} ${from.chapter}-${to.chapter}`;
  return `${book} ${from.chapter}${sep}${from.verse}-${to.chapter}${sep}${to.verse}`;
}
