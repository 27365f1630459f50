import useSWR from 'swr';
import { apiPath } from '@camino/schemas/api/paths';
import type { Language } from '@camino/schemas/languages';
import { apiCall } from '../../../lib/api-client';

export const volumeProgressKey = apiPath('GET /volumes/progress', {});

/**
 * GET /volumes/progress (members): per volume its title, cover and watched/total, and the chapter
 * opened last across volumes (the "Continue" card), titled in `lang` where translated.
 */
export const getVolumeProgress = (lang: Language) =>
  apiCall('GET /volumes/progress', { query: { lang }, sessionOptional: true });

/**
 * Keyed by the token: a visitor asks nothing, and signing in fetches the member's own. SWR
 * refetches on each visit to the home page, so marks made on a volume page show on return.
 * A 401 here is not worth leaving home for: the stale session is cleared quietly.
 */
export const useVolumeProgress = (token: string | null, lang: Language) =>
  useSWR(token ? [volumeProgressKey, token, lang] : null, ([, , language]) => getVolumeProgress(language));
