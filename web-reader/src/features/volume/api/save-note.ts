import type { ChapterRef } from '@camino/schemas/chapter-file-name';
import { apiCall } from '../../../lib/api-client';

/** POST /notes/save?volume=&index= {note_text}; an empty text deletes the note on the server. */
export async function saveNote({ volume, index }: ChapterRef, noteText: string): Promise<void> {
  await apiCall('POST /notes/save', { query: { volume, index }, body: { note_text: noteText } });
}
