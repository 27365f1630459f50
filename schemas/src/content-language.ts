// The language the library is written in: every chapter file, playlist, theme and the About page
// has its source in it, and may carry a translation (translations/): readers get the version in
// their language, or the source with `lang` and `fallback` saying so, and the reader marks such
// text with `lang`, so screen readers pronounce it and hyphenation follows it. The Gospel of the
// Day is Spanish with an optional English translation inside the entry (`en`). The settings'
// own texts (a news block, the featured image's words) say their language in `lang` and may
// carry the same texts in the other language (`translation`): see `settingText` below.
import { LANGUAGES, type Language } from './languages';

/** The language of the sources of chapter files, playlists, themes and About. */
export const LIBRARY_LANGUAGE: Language = 'es';

/** A setting whose admin-written texts (fields F) may come in both languages. */
export interface TranslatableSetting<F extends string> {
  /** The language the texts are written in; absent, they are not marked (written in both at once). */
  lang?: Language;
  /** The same texts in the language `lang` is not. */
  translation?: Partial<Record<F, string>>;
}

/** A setting text as the reader shows it: the words, and the language to mark them with. */
export interface SettingText {
  text: string | undefined;
  /** undefined: unmarked (the page's language applies). */
  lang: Language | undefined;
}

/**
 * A setting's text in the reader's language: the translation's when the texts are written in the
 * other language and the translation has this field, else the source's, marked with its language
 * so a screen reader pronounces it as written.
 */
export function settingText<F extends string>(
  setting: TranslatableSetting<F> & Partial<Record<F, string>>,
  field: F,
  ui: Language,
): SettingText {
  const translated = setting.translation?.[field];
  if (setting.lang && setting.lang !== ui && translated?.trim()) return { text: translated, lang: ui };
  return { text: setting[field], lang: setting.lang };
}

/** The schema of `lang`, the language a setting's texts are written in. */
export const SETTING_LANG = { enum: LANGUAGES } as const;

/** A translation translates from a stated language. */
export const TRANSLATION_NEEDS_LANG = { translation: ['lang'] } as const;
