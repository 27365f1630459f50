// The one check of a translation, offline in the desktop app and on upload in the server: the
// kind's own schema (a translation follows every rule its source follows), then its shape against
// the source (translation-shape.ts).
import { validateAbout } from '../about';
import { validateMainChapter } from '../main-chapter';
import { validateOptionalChapter } from '../optional-chapter';
import { validatePlaylist } from '../playlist';
import { validateTema } from '../tema';
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
  const problems = translationShapeProblems(source, translation);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value: translation as T };
}
