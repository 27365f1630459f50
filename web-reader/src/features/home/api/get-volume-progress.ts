import useSWR from 'swr';
import { apiGet } from '../../../lib/api-client';

/** A member's progress in one volume with a playlist (README, reading progress). */
export interface VolumeProgress {
  volume_number: number;
  /** Videos that can be watched (with a videoId). */
  total: number;
  watched: number;
  last_chapter: number | null;
}

export const volumeProgressKey = '/volumes/progress';

/** GET /volumes/progress (members): watched/total per volume. */
export const getVolumeProgress = async (): Promise<VolumeProgress[]> =>
  (await apiGet<{ progress: VolumeProgress[] }>(volumeProgressKey)).progress;

/**
 * Keyed by the token: a visitor asks nothing, and signing in fetches the member's own. SWR
 * refetches on each visit to the home page, so marks made on a volume page show on return.
 */
export const useVolumeProgress = (token: string | null) =>
  useSWR<VolumeProgress[]>(token ? [volumeProgressKey, token] : null, getVolumeProgress);
