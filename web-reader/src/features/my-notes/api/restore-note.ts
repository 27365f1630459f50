import type { MemberNote } from '@camino/schemas/api/member-data';
import { apiCall } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-errors';

/**
 * Makes an earlier text the note again: a normal save (POST /notes/save) on the note's chapter, by
 * its key and over the version listed, so a note changed meanwhile on another device is not
 * overwritten (false: the list is out of date). Only a published chapter has an index to save at.
 */
export async function restoreNote(
  note: Pick<MemberNote, 'volume' | 'index' | 'chapter_key' | 'version'> & { index: number },
  text: string,
): Promise<boolean> {
  try {
    await apiCall('POST /notes/save', {
      query: { volume: note.volume, index: note.index },
      body: { note_text: text, chapter_key: note.chapter_key, base_version: note.version },
    });
    return true;
  } catch (error) {
    if (error instanceof ApiError && (error.code === 'note_conflict' || error.code === 'chapter_moved'))
      return false;
    throw error;
  }
}
