import type { ChapterRef } from '@camino/schemas/chapter-file-name';
import useSWR from 'swr';
import { apiPath } from '@camino/schemas/api/paths';
import { apiCall } from '../../../lib/api-client';
import { statusOf } from '../../../lib/api-errors';

export const noteKey = (chapter: ChapterRef) => apiPath('GET /notes/:volume/:index', chapter);

/** GET /notes/{v}/{i}: the member's note text; a 404 is an empty note (SPEC.md §8). */
export async function getNote(chapter: ChapterRef): Promise<string> {
  try {
    return (await apiCall('GET /notes/:volume/:index', { params: chapter })).note_text;
  } catch (error) {
    if (statusOf(error) === 404) return '';
    throw error;
  }
}

export const useNote = (chapter: ChapterRef | null) =>
  useSWR(chapter ? noteKey(chapter) : null, () => getNote(chapter!));
