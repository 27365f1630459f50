import type { TemaUpload } from '@camino/schemas/tema';
import useSWR from 'swr';
import { apiGet } from '../../../lib/api-client';

/** A theme's content: its title and, per chapter, the info and the speakers' summaries. */
export type Tema = TemaUpload;

export const temaKey = (id: number) => `/tema/${id}`;

/** GET /tema/{id} (members): `encoded_content`, decoded by the api client. 404 for an unknown id. */
export const getTema = (id: number) => apiGet<Tema>(temaKey(id));

/** Null id (not a number in the URL): nothing is fetched. */
export const useTema = (id: number | null) =>
  useSWR<Tema>(id === null ? null : temaKey(id), () => getTema(id!));
