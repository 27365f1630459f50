import type { ImageConfigWithDefaults } from '@camino/schemas/image-config';
import useSWR from 'swr';
import { apiGet } from '../../../lib/api-client';

/** GET /image-config: the featured image, with the server's defaults applied. */
export const getImageConfig = async (): Promise<ImageConfigWithDefaults> =>
  (await apiGet<{ featuredImage: ImageConfigWithDefaults }>('/image-config')).featuredImage;

export const useImageConfig = () => useSWR<ImageConfigWithDefaults>('/image-config', getImageConfig);
