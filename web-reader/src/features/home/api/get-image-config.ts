import useSWR from 'swr';
import { apiPath } from '@camino/schemas/api/paths';
import { apiCall } from '../../../lib/api-client';

/** GET /image-config: the featured image, with the server's defaults applied. */
export const getImageConfig = async () => (await apiCall('GET /image-config')).featuredImage;

export const useImageConfig = () => useSWR(apiPath('GET /image-config', {}), getImageConfig);
