import useSWR from 'swr';
import { apiPath } from '@camino/schemas/api/paths';
import type { SearchKind } from '@camino/schemas/api/search';
import type { Language } from '@camino/schemas/languages';
import { apiCall } from '../../../lib/api-client';

/** What one search asks: the words, the language, optionally one kind of result. */
export interface SearchParams {
  q: string;
  lang: Language;
  kind?: SearchKind;
}

const queryOf = ({ q, lang, kind }: SearchParams) => (kind ? { q, lang, kind } : { q, lang });

/**
 * The SWR key of a search. The session's token is part of it: a member's answer (their notes,
 * the chapter text) is never shown from cache to a visitor or to another member.
 */
export const searchKey = (params: SearchParams, token: string | null) =>
  [apiPath('GET /search', {}, queryOf(params)), token ?? ''] as const;

/** GET /search (anyone; a member's token adds the chapter text and their own notes). */
export const getSearch = (params: SearchParams) => apiCall('GET /search', { query: queryOf(params) });

/** No request for an empty query. */
export const useSearch = (params: SearchParams, token: string | null) =>
  useSWR(params.q.trim() ? searchKey(params, token) : null, () => getSearch(params));
