import { apiCall } from '../../../lib/api-client';

/** POST /videos/watch {video_id, volume_number}: flips the member's mark; answers the new state. */
export async function toggleWatched(videoId: string, volume: number): Promise<boolean> {
  const { watched } = await apiCall('POST /videos/watch', {
    body: { video_id: videoId, volume_number: volume },
  });
  return watched;
}
