import type { MovedChapter } from '@camino/schemas/api/member-data';
import { apiCall, type RequestOptions } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-errors';

/**
 * POST /videos/watch {video_id, volume_number, chapter_key}: flips the member's mark; answers the
 * new state. With the chapter's key (when the page knows it) the server refuses a video that now
 * shows another chapter: then nothing changed, and the answer says where the chapter is now.
 */
export async function toggleWatched(
  videoId: string,
  volume: number,
  chapterKey: string | null,
  options: Pick<RequestOptions, 'sessionOptional'> = {},
): Promise<{ watched: boolean } | { moved: MovedChapter }> {
  try {
    return await apiCall('POST /videos/watch', {
      body: {
        video_id: videoId,
        volume_number: volume,
        ...(chapterKey === null ? {} : { chapter_key: chapterKey }),
      },
      ...options,
    });
  } catch (error) {
    const moved =
      error instanceof ApiError && error.code === 'chapter_moved' ? error.extras.chapter : undefined;
    if (moved) return { moved };
    throw error;
  }
}
