import useSWR from 'swr';
import { apiGet } from '../../../lib/api-client';

/** A theme of the list (SPEC.md §3: temas[] with id and title). */
export interface TemaSummary {
  id: number;
  title: string;
}

export const temasKey = '/temas';

/** GET /temas (members): the visible themes, by title. */
export const getTemas = async (): Promise<TemaSummary[]> =>
  (await apiGet<{ temas: TemaSummary[] }>(temasKey)).temas;

export const useTemas = () => useSWR<TemaSummary[]>(temasKey, getTemas);
