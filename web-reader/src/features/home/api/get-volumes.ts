import useSWR from 'swr';
import { apiCall, apiPath } from '../../../lib/api-client';

export const volumesKey = apiPath('GET /volumes');

/** GET /volumes */
export const getVolumes = async () => (await apiCall('GET /volumes')).volumes;

export const useVolumes = () => useSWR(volumesKey, getVolumes);
