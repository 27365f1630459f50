import useSWR from 'swr';
import { apiPath } from '@camino/schemas/api/paths';
import { apiCall } from '../lib/api-client';

export const volumesKey = apiPath('GET /volumes', {});

/** GET /volumes */
export const getVolumes = async () => (await apiCall('GET /volumes')).volumes;

export const useVolumes = () => useSWR(volumesKey, getVolumes);
