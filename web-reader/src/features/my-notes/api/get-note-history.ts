import type { NoteHistoryResponse } from '@camino/schemas/api/member-data';
import { apiPath } from '@camino/schemas/api/paths';
import useSWR from 'swr';
import { apiCall } from '../../../lib/api-client';

/** The note whose history is asked for: its volume and chapter key. */
export interface NoteOfChapter {
  volume: number;
  chapter_key: string;
}

const historyKey = ({ volume, chapter_key }: NoteOfChapter) =>
  apiPath('GET /notes/history', {}, { volume, chapter_key });

/** GET /notes/history?volume=&chapter_key=: the texts earlier saves replaced, newest first. */
export const getNoteHistory = (note: NoteOfChapter): Promise<NoteHistoryResponse> =>
  apiCall('GET /notes/history', { query: { volume: note.volume, chapter_key: note.chapter_key } });

/** Null note (the dialog closed): nothing is fetched. Each opening asks again. */
export const useNoteHistory = (note: NoteOfChapter | null) =>
  useSWR(note ? historyKey(note) : null, () => getNoteHistory(note!), { revalidateOnMount: true });
