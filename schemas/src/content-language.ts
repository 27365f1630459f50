// The language the library is written in: every chapter file, playlist, theme and the About page
// has its source in it, and may carry a translation (translations/): readers get the version in
// their language, or the source with `lang` and `fallback` saying so, and the reader marks such
// text with `lang`, so screen readers pronounce it and hyphenation follows it. The Gospel of the
// Day is Spanish with an optional English translation inside the entry (`en`). A news block is
// marked only when it states its `lang` (news-config.ts): news are often written in both.
import type { Language } from './languages';

/** The language of the sources of chapter files, playlists, themes and About. */
export const LIBRARY_LANGUAGE: Language = 'es';
