import type { ChapterRef } from '@camino/schemas/chapter-file-name';
import useSWR, { type ScopedMutator } from 'swr';
import { apiPath } from '@camino/schemas/api/paths';
import { apiCall } from '../../../lib/api-client';
import { statusOf } from '../../../lib/api-errors';
import { keepLater } from '../../../lib/offline/kept-answers';
import { getSession } from '../../../lib/session';
import type { OpenChapter } from '../utils/chapter-title';

/**
 * The cache key of a chapter's note: its address and the chapter's key, so the note of a chapter
 * that moved away is never shown under the chapter that took its place.
 */
export const noteKey = ({ volume, index, key }: OpenChapter) =>
  [apiPath('GET /notes/:volume/:index', { volume, index }), key] as const;

/**
 * The member's note as the editor starts from it: its text, the version to save over (0: no note)
 * and the chapter it is on (null when unknown: no note, or a server that does not say).
 */
export interface LoadedNote {
  text: string;
  version: number | null;
  chapterKey: string | null;
}

/** GET /notes/{v}/{i}: the member's note; a 404 is an empty note, version 0 (SPEC.md §8). */
export async function getNote(chapter: ChapterRef): Promise<LoadedNote> {
  try {
    const note = await apiCall('GET /notes/:volume/:index', { params: chapter });
    return { text: note.note_text, version: note.version ?? null, chapterKey: note.chapter_key ?? null };
  } catch (error) {
    if (statusOf(error) === 404) return { text: '', version: 0, chapterKey: null };
    throw error;
  }
}

export const useNote = (chapter: OpenChapter | null) =>
  useSWR(chapter ? noteKey(chapter) : null, () => getNote(chapter!));

/**
 * After a save the server confirmed (by the editor or the outbox): the editor's cache holds the
 * saved note, and so does the copy kept for reading offline (in the answer's shape), so a chapter
 * opened later without a connection never shows the text from before the save.
 */
export function noteSaved(mutate: ScopedMutator, at: OpenChapter, text: string, version: number | null) {
  const saved: LoadedNote = { text, version, chapterKey: at.key };
  const kept = { note_text: text, version, chapter_key: at.key, updated_at: new Date().toISOString() };
  keepLater('GET /notes/:volume/:index', getSession(), apiPath('GET /notes/:volume/:index', at), kept, null);
  return mutate(noteKey(at), saved, { revalidate: false });
}
