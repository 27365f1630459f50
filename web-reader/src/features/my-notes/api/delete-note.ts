import { apiCall } from '../../../lib/api-client';

/**
 * DELETE /notes/{volume}/{chapter_key}: deletes the member's note on that chapter, published or
 * not (a note on a chapter no longer published can be deleted only this way).
 */
export async function deleteNote(volume: number, chapterKey: string): Promise<void> {
  await apiCall('DELETE /notes/:volume/:chapter_key', { params: { volume, chapter_key: chapterKey } });
}
