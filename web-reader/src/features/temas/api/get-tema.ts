import useSWR from 'swr';
import { apiPath } from '@camino/schemas/api/paths';
import { apiCall } from '../../../lib/api-client';

export const temaKey = (id: number) => apiPath('GET /tema/:id', { id });

/** GET /tema/{id} (members): `encoded_content`, decoded by the api client. 404 for an unknown id. */
export const getTema = (id: number) => apiCall('GET /tema/:id', { params: { id } });

/** Null id (not a number in the URL): nothing is fetched. */
export const useTema = (id: number | null) => useSWR(id === null ? null : temaKey(id), () => getTema(id!));
