/**
 * The external donation page (SPEC.md §7 "a donation link"). Set VITE_DONATION_URL when building
 * the reader to point it at the real page.
 */
export const DONATION_URL: string = import.meta.env.VITE_DONATION_URL || 'https://example.org/donate/camino';

/**
 * The Bible concordance the reference lookup frames, the reference appended as its query. It must
 * match the server's BIBLE_LOOKUP_URL (same default), whose origin is the one the CSP lets into a
 * frame; set VITE_BIBLE_LOOKUP_URL at build time when the server's is changed.
 */
export const BIBLE_LOOKUP_URL: string =
  import.meta.env.VITE_BIBLE_LOOKUP_URL || 'https://www.biblegateway.com/passage/?version=RVR1960&search=';

/** The privacy-enhanced YouTube embed (the only video origin the CSP allows in a frame). */
export const YOUTUBE_EMBED_BASE = 'https://www.youtube-nocookie.com/embed/';
