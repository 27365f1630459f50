import type { VolumeSummary } from '@camino/schemas/api/volumes';
import { VOLUME_COUNT } from '@camino/schemas/constants';

/** The i18n key of each way a home chapter search can fail (SPEC.md §5). */
export type SearchErrorKey =
  | 'searchErrorEmpty'
  | 'searchErrorInvalidFormat'
  | 'searchErrorInvalidNumbers'
  | 'searchErrorVolumeRange'
  | 'searchErrorIndexPositive'
  | 'searchErrorRequiresLogin'
  | 'searchErrorVolumeNotFound'
  | 'searchErrorNoContent'
  | 'searchErrorNavigation';

export interface SearchError {
  key: SearchErrorKey;
  /** Interpolation values for the message ({volume}). */
  params?: Record<string, number>;
}

export type ParsedSearch = { ok: true; volume: number; index: number } | { ok: false; error: SearchError };

/** What the search needs of a volume of `GET /volumes`. */
export type SearchVolume = Pick<VolumeSummary, 'volume_number' | 'is_available' | 'has_playlist_data'>;

const INTEGER = /^\d+$/;

/**
 * The input-only rules, in the spec's order: trimmed and non-empty, `Volume-Index` with exactly
 * one hyphen, two integers, volume 1 to 36, index above 0.
 */
export function parseChapterSearch(input: string): ParsedSearch {
  const text = input.trim();
  if (!text) return { ok: false, error: { key: 'searchErrorEmpty' } };
  const parts = text.split('-');
  if (parts.length !== 2) return { ok: false, error: { key: 'searchErrorInvalidFormat' } };
  const [volumeText = '', indexText = ''] = parts.map((part) => part.trim());
  if (!INTEGER.test(volumeText) || !INTEGER.test(indexText)) {
    return { ok: false, error: { key: 'searchErrorInvalidNumbers' } };
  }
  const volume = Number(volumeText);
  const index = Number(indexText);
  if (volume < 1 || volume > VOLUME_COUNT) return { ok: false, error: { key: 'searchErrorVolumeRange' } };
  if (index <= 0) return { ok: false, error: { key: 'searchErrorIndexPositive' } };
  return { ok: true, volume, index };
}

/**
 * Every rule: the input rules, then login, then the volume must exist and have playlist data or
 * availability.
 */
export function validateChapterSearch(
  input: string,
  context: { isAuthenticated: boolean; volumes: readonly SearchVolume[] },
): ParsedSearch {
  const parsed = parseChapterSearch(input);
  if (!parsed.ok) return parsed;
  if (!context.isAuthenticated) return { ok: false, error: { key: 'searchErrorRequiresLogin' } };
  const found = context.volumes.find((v) => v.volume_number === parsed.volume);
  const params = { volume: parsed.volume };
  if (!found) return { ok: false, error: { key: 'searchErrorVolumeNotFound', params } };
  if (!found.has_playlist_data && !found.is_available) {
    return { ok: false, error: { key: 'searchErrorNoContent', params } };
  }
  return parsed;
}
