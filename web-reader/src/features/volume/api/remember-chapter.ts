import { apiCall } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-errors';
import type { OpenChapter } from '../utils/chapter-title';

/**
 * PUT /volumes/{n}/last-chapter {index, chapter_key}: where the member is in this volume, kept on
 * the server so the volume page reopens there on any device (docs/api.md, reading progress). When the
 * chapter has moved since the page loaded (409 chapter_moved) it is remembered at its new index;
 * a chapter no longer published is not remembered. Answers the index remembered, or null.
 */
export async function rememberChapter(chapter: OpenChapter): Promise<number | null> {
  const put = (index: number) =>
    apiCall('PUT /volumes/:volume/last-chapter', {
      params: { volume: chapter.volume },
      body: chapter.key === null ? { index } : { index, chapter_key: chapter.key },
    });
  try {
    await put(chapter.index);
    return chapter.index;
  } catch (error) {
    const moved =
      error instanceof ApiError && error.code === 'chapter_moved' ? error.extras.chapter : undefined;
    if (!moved) throw error;
    if (moved.index === null || moved.index === chapter.index) return null;
    await put(moved.index);
    return moved.index;
  }
}
