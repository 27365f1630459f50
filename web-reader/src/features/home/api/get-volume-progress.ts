import useSWR from 'swr';
import { apiPath } from '@camino/schemas/api/paths';
import { apiCall } from '../../../lib/api-client';

export const volumeProgressKey = apiPath('GET /volumes/progress', {});

/** GET /volumes/progress (members): watched/total per volume. */
export const getVolumeProgress = async () => (await apiCall('GET /volumes/progress')).progress;

/**
 * Keyed by the token: a visitor asks nothing, and signing in fetches the member's own. SWR
 * refetches on each visit to the home page, so marks made on a volume page show on return.
 */
export const useVolumeProgress = (token: string | null) =>
  useSWR(token ? [volumeProgressKey, token] : null, getVolumeProgress);
