import type { MemberNote, NotesListResponse } from '@camino/schemas/api/member-data';
import { apiPath } from '@camino/schemas/api/paths';
import type { Language } from '@camino/schemas/languages';
import useSWRInfinite from 'swr/infinite';
import { apiCall } from '../../../lib/api-client';

export const notesKey = apiPath('GET /notes', {});

/**
 * GET /notes?cursor=&lang= (members): one page of the member's notes, newest first (the server's
 * size), each chapter titled in `lang` where its playlist is translated.
 */
export const getNotesPage = (cursor: string | null, lang: Language): Promise<NotesListResponse> =>
  apiCall('GET /notes', { query: cursor === null ? { lang } : { cursor, lang } });

/** Every note of the member, page after page (the exports need them all). */
export async function getAllNotes(lang: Language): Promise<MemberNote[]> {
  const notes: MemberNote[] = [];
  let cursor: string | null = null;
  do {
    const page: NotesListResponse = await getNotesPage(cursor, lang);
    notes.push(...page.notes);
    cursor = page.next_cursor ?? null;
  } while (cursor !== null);
  return uniqueNotes(notes);
}

/** A note saved while the pages were read may come twice: the first (newest) copy is kept. */
export function uniqueNotes(notes: readonly MemberNote[]): MemberNote[] {
  const seen = new Set<string>();
  return notes.filter((note) => {
    const id = `${note.volume}:${note.chapter_key}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

type PageKey = readonly [string, string, Language, string | null];

/**
 * The member's notes page by page: `size` pages are loaded, `setSize(size + 1)` asks for the next.
 * Keyed by the token, so another member signing in on this browser never sees the last one's list;
 * SWR refetches on each visit, so notes written since then show.
 */
export const useNotesPages = (token: string | null, lang: Language) =>
  useSWRInfinite(
    (index, previous: NotesListResponse | null): PageKey | null => {
      if (!token) return null;
      if (index === 0) return [notesKey, token, lang, null];
      return previous?.next_cursor ? [notesKey, token, lang, previous.next_cursor] : null;
    },
    ([, , language, cursor]: PageKey) => getNotesPage(cursor, language),
    { revalidateFirstPage: false },
  );
