import { findChapterPosition } from './chapter-title';

/** The i18n key of each way an in-volume chapter search can fail (SPEC.md §5). */
export type VolumeSearchErrorKey =
  | 'searchErrorIndex'
  | 'searchErrorPlaylistNotLoaded'
  | 'searchErrorInvalidNumber'
  | 'searchErrorNotAvailable'
  | 'searchErrorChapterNotFound';

export interface VolumeSearchError {
  key: VolumeSearchErrorKey;
  /** Interpolation values ({chapter}). */
  params?: { chapter: string };
}

export type VolumeSearchResult =
  { ok: true; index: number; position: number } | { ok: false; error: VolumeSearchError };

interface SearchContext {
  volume: number;
  /** The playlist's videos; undefined while the playlist is not loaded. */
  items: readonly { title: string }[] | undefined;
}

const DIGITS = /^\d+$/;

/**
 * The search box inside a volume, in the spec's order: an index is required, the playlist must be
 * loaded, the index must be a number above 0, and a video of this volume must carry it.
 */
export function validateVolumeSearch(input: string, { volume, items }: SearchContext): VolumeSearchResult {
  const text = input.trim();
  if (!text) return { ok: false, error: { key: 'searchErrorIndex' } };
  if (!items) return { ok: false, error: { key: 'searchErrorPlaylistNotLoaded' } };
  const index = DIGITS.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(index) || index <= 0)
    return { ok: false, error: { key: 'searchErrorInvalidNumber' } };
  const position = findChapterPosition(items, volume, index);
  if (position < 0)
    return { ok: false, error: { key: 'searchErrorNotAvailable', params: { chapter: String(index) } } };
  return { ok: true, index, position };
}

/**
 * A chapter asked for from outside the page (`?chapter=` or the home search's `searchIndex`):
 * found, or searchErrorChapterNotFound.
 */
export function resolveRequestedChapter(
  requested: string | number,
  { volume, items }: { volume: number; items: readonly { title: string }[] },
): VolumeSearchResult {
  const text = String(requested).trim();
  const index = DIGITS.test(text) ? Number(text) : NaN;
  const position = Number.isSafeInteger(index) && index > 0 ? findChapterPosition(items, volume, index) : -1;
  if (position < 0)
    return { ok: false, error: { key: 'searchErrorChapterNotFound', params: { chapter: text } } };
  return { ok: true, index, position };
}
