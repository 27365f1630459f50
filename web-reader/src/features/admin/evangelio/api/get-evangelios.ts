import useSWR from 'swr';
import { apiPath } from '@camino/schemas/api/paths';
import { apiCall } from '../../../../lib/api-client';

export const adminGospelsKey = apiPath('GET /admin/evangelios', {});

/** GET /admin/evangelios: every entry's summary, newest date first. */
export const getAdminGospels = async () => (await apiCall('GET /admin/evangelios')).evangelios;

export const useAdminGospels = () => useSWR(adminGospelsKey, getAdminGospels);
