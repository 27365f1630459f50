// The language the library is written in. Chapters (their files, playlist titles, topics) and
// themes are Spanish text, whatever the UI language (the search indexes them with the Spanish
// stemmer); the Gospel of the Day is Spanish with an optional English translation (`en`). The
// reader marks such text with `lang`, so screen readers pronounce it and hyphenation follows it
// inside the English UI. The About page is one text for both UIs, edited in the Spanish admin
// panel by the library's editors: it is marked as the library's language too. A news block is
// marked only when it states its `lang` (news-config.ts): news are often written in both.
import type { Language } from './languages';

/** The language of chapter files, playlist titles and themes. */
export const LIBRARY_LANGUAGE: Language = 'es';
