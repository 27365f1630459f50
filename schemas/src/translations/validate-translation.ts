// The one check of a translation, offline in the desktop app and on upload in the server: the
// kind's own schema (a translation follows every rule its source follows), then its shape against
// the source (translation-shape.ts).
import { validateAbout } from '../about';
import { validateMainChapter } from '../main-chapter';
import { validateOptionalChapter } from '../optional-chapter';
import { validatePlaylist } from '../playlist';
import { validateTema } from '../tema';
import { parseChapterTitle } from '../chapter-file-name';
import { problem, type Problem } from '../messages/render-problem';
import type { Validator, ValidationResult } from '../validator';
import type { TranslatableKind } from './translatable';
import { translationShapeProblems } from './translation-shape';

/** Each translatable kind's document validator (About's document is its `{ content }` body). */
export const DOCUMENT_VALIDATORS: Readonly<Record<TranslatableKind, Validator<unknown>>> = {
  playlist: validatePlaylist,
  main_file: validateMainChapter,
  optional_file: validateOptionalChapter,
  tema: validateTema,
  about: validateAbout,
};

/**
 * Checks `translation` as a `kind` document and against `source` (the published original, already
 * valid): schema problems first; the shape is compared only once the schema holds.
 */
export function validateTranslation<T>(
  kind: TranslatableKind,
  source: unknown,
  translation: unknown,
): ValidationResult<T> {
  const checked = DOCUMENT_VALIDATORS[kind](translation);
  if (!checked.ok) return checked;
  const problems = [
    ...translationShapeProblems(source, translation),
    ...chapterNumberProblems(kind, source, translation),
  ];
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value: translation as T };
}

type Titled = { items: Array<{ title: string }> };

/**
 * A playlist item's title begins with its chapter's number ('1-2. …'), which the reader reads the
 * chapter from: its translation must begin with the same one, whatever words follow.
 */
function chapterNumberProblems(kind: TranslatableKind, source: unknown, translation: unknown): Problem[] {
  if (kind !== 'playlist') return [];
  const translated = (translation as Titled).items;
  return (source as Titled).items.flatMap((item, i) => {
    const number = chapterNumberOf(item.title);
    const other = translated[i];
    if (number === null || other === undefined || chapterNumberOf(other.title) === number) return [];
    return [problem(`/items/${i}/title`, 'translation_fixed', { value: `${number}.` })];
  });
}

/** The 'volume-index' a chapter title begins with, or null. */
function chapterNumberOf(title: string): string | null {
  const chapter = parseChapterTitle(title);
  return chapter ? `${chapter.volume}-${chapter.index}` : null;
}
