import useSWR from 'swr';
import { apiCall, apiPath } from '../../../lib/api-client';

export const temasKey = apiPath('GET /temas');

/** GET /temas (members): the visible themes, by title. */
export const getTemas = async () => (await apiCall('GET /temas')).temas;

export const useTemas = () => useSWR(temasKey, getTemas);
