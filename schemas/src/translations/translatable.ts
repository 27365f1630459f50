// Which content can carry a version in the other language, and how a translation's freshness is
// told. A translation is content like any other (its kind's schema, dry run, history, revert),
// stored with the content hash of the source it was made from: "out of date" is computed by
// comparing that hash with the source's current one, never remembered or dated.
import { LANGUAGES, type Language } from '../languages';
import { LIBRARY_LANGUAGE } from '../content-language';

/**
 * The kinds whose items have a source (in the library's language) and may carry a translation.
 * The Gospel of the Day keeps its English inside the entry (`en`, gospel-entry.ts) and news
 * blocks state their own `lang` (news-config.ts), so neither is listed.
 */
export const TRANSLATABLE_KINDS = ['playlist', 'main_file', 'optional_file', 'tema', 'about'] as const;

/** A kind of content that may carry a translation. */
export type TranslatableKind = (typeof TRANSLATABLE_KINDS)[number];

export const isTranslatableKind = (value: unknown): value is TranslatableKind =>
  (TRANSLATABLE_KINDS as readonly unknown[]).includes(value);

/** The language every item's source is written in. */
export const SOURCE_LANGUAGE: Language = LIBRARY_LANGUAGE;

/** The languages a translation may be in: every UI language but the source's. */
export const TRANSLATION_LANGUAGES = LANGUAGES.filter((lang) => lang !== SOURCE_LANGUAGE);

/**
 * Where a translation stands against its source: none yet, made from the source as it is now,
 * or made from an earlier version of the source (the source changed since).
 */
export type TranslationStatus = 'missing' | 'current' | 'stale';

/** The status of a translation made from `madeFrom` (undefined: none) of a source now at `sourceHash`. */
export function translationStatus(sourceHash: string, madeFrom: string | undefined): TranslationStatus {
  if (madeFrom === undefined) return 'missing';
  return madeFrom === sourceHash ? 'current' : 'stale';
}

/**
 * What a reader in `wanted` is sent when a translation exists or not: the translation in its own
 * language, else the source, flagged as a fallback so the page can say so (and mark the text with
 * its own `lang`).
 */
export function versionLanguage(
  wanted: Language,
  hasTranslation: boolean,
): { lang: Language; fallback: boolean } {
  if (wanted === SOURCE_LANGUAGE) return { lang: SOURCE_LANGUAGE, fallback: false };
  return hasTranslation ? { lang: wanted, fallback: false } : { lang: SOURCE_LANGUAGE, fallback: true };
}
