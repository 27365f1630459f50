import useSWR from 'swr';
import { apiPath } from '@camino/schemas/api/paths';
import type { Language } from '@camino/schemas/languages';
import { apiCall } from '../../../lib/api-client';

export const passageKey = (ref: string, lang: Language) => apiPath('GET /scripture', {}, { ref, lang });

/** GET /scripture?ref=&lang= (public): the passage, the chapters citing it, the gospel days reading it. */
export const getPassage = (ref: string, lang: Language) =>
  apiCall('GET /scripture', { query: { ref, lang } });

/** The passage of `ref`; nothing is asked while `ref` is empty. */
export const usePassage = (ref: string, lang: Language) =>
  useSWR(ref ? passageKey(ref, lang) : null, () => getPassage(ref, lang));
