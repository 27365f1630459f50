import type { ChapterRef } from '@camino/schemas/chapter-file-name';
import useSWR from 'swr';
import { apiGet } from '../../../lib/api-client';
import { statusOf } from '../../../lib/api-errors';

export const noteKey = ({ volume, index }: ChapterRef) => `/notes/${volume}/${index}`;

/** GET /notes/{v}/{i}: the member's note text; a 404 is an empty note (SPEC.md §8). */
export async function getNote(chapter: ChapterRef): Promise<string> {
  try {
    return (await apiGet<{ note_text: string }>(noteKey(chapter))).note_text;
  } catch (error) {
    if (statusOf(error) === 404) return '';
    throw error;
  }
}

export const useNote = (chapter: ChapterRef | null) =>
  useSWR<string>(chapter ? noteKey(chapter) : null, () => getNote(chapter!));
