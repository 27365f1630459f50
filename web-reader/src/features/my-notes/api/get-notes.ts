import type { MemberNote } from '@camino/schemas/api/member-data';
import { apiPath } from '@camino/schemas/api/paths';
import useSWR from 'swr';
import { apiCall } from '../../../lib/api-client';

export const notesKey = apiPath('GET /notes', {});

/** GET /notes (members): every note of the signed-in member, newest first. */
export const getNotes = async (): Promise<MemberNote[]> => (await apiCall('GET /notes')).notes;

/**
 * Keyed by the token, so another member signing in on this browser never sees the last one's
 * list; SWR refetches on each visit, so notes written since then show.
 */
export const useNotes = (token: string | null) => useSWR(token ? [notesKey, token] : null, getNotes);
