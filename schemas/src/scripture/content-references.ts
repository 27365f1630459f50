// The Bible references a content file carries, with where they sit, and the ones the parser
// cannot read: warnings at upload (server) and in the problems list (desktop), never a refusal.
import type { GospelEntry } from '../gospel-entry';
import type { Language } from '../languages';
import type { OptionalChapter } from '../optional-chapter';
import { problem, type Problem } from '../messages/render-problem';
import { parseReference, type VerseRange } from './parse-reference';

/** One reference of a file: its JSON pointer, its text and the language it is written in. */
export interface ContentReference {
  pointer: string;
  text: string;
  language: Language;
}

/** A reference with the verse ranges it names (empty when it could not be read). */
export interface ParsedContentReference extends ContentReference {
  ranges: VerseRange[];
}

/** A reference that names no passage the parser understands. */
export interface ReferenceWarning extends Problem {
  text: string;
}

/** An optional chapter file's references: `new_testament[i].reference` (Spanish content). */
export function optionalChapterReferences(
  chapter: Pick<OptionalChapter, 'new_testament'>,
): ContentReference[] {
  return (chapter.new_testament ?? []).map((item, i) => ({
    pointer: `/new_testament/${i}/reference`,
    text: item.reference,
    language: 'es',
  }));
}

/** A gospel entry's passage: the Spanish reading's reference and the English one's, if any. */
export function gospelEntryReferences(entry: Pick<GospelEntry, 'gospel' | 'en'>): ContentReference[] {
  const refs: ContentReference[] = [
    { pointer: '/gospel/reference', text: entry.gospel.reference, language: 'es' },
  ];
  if (entry.en)
    refs.push({ pointer: '/en/gospel/reference', text: entry.en.gospel.reference, language: 'en' });
  return refs;
}

/** Each reference with its ranges. */
export const parseContentReferences = (refs: readonly ContentReference[]): ParsedContentReference[] =>
  refs.map((ref) => ({ ...ref, ranges: parseReference(ref.text, ref.language) }));

/** The warning for a reference without ranges; `prefix` places it in a larger file (`/3`). */
export function referenceWarnings(refs: readonly ParsedContentReference[], prefix = ''): ReferenceWarning[] {
  return refs
    .filter((ref) => ref.ranges.length === 0)
    .map((ref) => ({
      ...problem(`${prefix}${ref.pointer}`, 'unreadable_reference', { text: ref.text }),
      text: ref.text,
    }));
}
