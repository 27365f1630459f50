import useSWR from 'swr';
import { apiPath } from '@camino/schemas/api/paths';
import { apiCall } from '../../../lib/api-client';

export const temasKey = apiPath('GET /temas', {});

/** GET /temas (members): the visible themes, by title. */
export const getTemas = async () => (await apiCall('GET /temas')).temas;

export const useTemas = () => useSWR(temasKey, getTemas);
