import type { ChapterRef } from '@camino/schemas/chapter-file-name';
import { apiCall, type RequestOptions } from '../../../lib/api-client';

/**
 * POST /notes/save?volume=&index= {note_text}; an empty text deletes the note on the server.
 * The autosave passes `expireSessionOn401: false` and handles an expiry itself, so the draft is
 * stored and the sign-in page brings the member back to this very chapter.
 */
export async function saveNote(
  { volume, index }: ChapterRef,
  noteText: string,
  options: Pick<RequestOptions, 'expireSessionOn401'> = {},
): Promise<void> {
  await apiCall('POST /notes/save', { query: { volume, index }, body: { note_text: noteText }, ...options });
}
