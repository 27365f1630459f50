// The limits below are also read by the web reader's forms. They live here, apart from the
// schemas, because a schema module brings its ajv validator with it and the page must not.

/** Longest personal note, in characters (Unicode code points); the editor counts n/2000. */
export const NOTE_MAX_LENGTH = 2000;

/** Longest About page, in characters (Unicode code points). */
export const ABOUT_MAX_LENGTH = 100_000;

/** Shortest password accepted at registration and password reset. */
export const PASSWORD_MIN_LENGTH = 6;

/** Longest password accepted. */
export const PASSWORD_MAX_LENGTH = 200;

/** Longest news title, in characters. */
export const NEWS_TITLE_MAX = 200;

/** Longest news description, in characters. */
export const NEWS_DESCRIPTION_MAX = 1000;

/** Most dates one `DELETE /admin/evangelios` may name (a year and more of entries). */
export const GOSPEL_DELETE_MAX_DATES = 1000;

/** Earlier versions kept per note: at most this many ... */
export const NOTE_HISTORY_VERSIONS = 20;

/** ... and none older than this many days (pruned on each save). */
export const NOTE_HISTORY_DAYS = 30;

// Defined beside the contract that uses them (a contract module imports no other module at run time).
export { CHAPTER_INDEX_MAX, VOLUME_COUNT } from './api/common';
export { REFERENCE_MAX_LENGTH } from './api/scripture';
export { CHAPTER_KEY_MAX_LENGTH, NOTES_PAGE_DEFAULT, NOTES_PAGE_MAX } from './api/member-data';
export {
  ABOUT_FILE_MAX_BYTES,
  CONTENT_ZIP_ENTRIES,
  CONTENT_ZIP_MAX_BYTES,
  GOSPEL_FILE_MAX_BYTES,
  PLAYLIST_FILE_MAX_BYTES,
  UPLOAD_RULES,
} from './api/uploads';
