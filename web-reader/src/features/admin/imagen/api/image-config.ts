import type { ImageConfig, ImageConfigWithDefaults } from '@camino/schemas/image-config';
import useSWR from 'swr';
import { apiGet, apiPost } from '../../../../lib/api-client';

export const adminImageConfigKey = '/admin/image-config';
/** The home page's key: refreshed after a save so the home page shows the new image at once. */
export const publicImageConfigKey = '/image-config';

/** GET /admin/image-config: the featured image, defaults applied. */
export const getAdminImageConfig = async (): Promise<ImageConfigWithDefaults> =>
  (await apiGet<{ featuredImage: ImageConfigWithDefaults }>(adminImageConfigKey)).featuredImage;

export const useAdminImageConfig = () =>
  useSWR<ImageConfigWithDefaults>(adminImageConfigKey, getAdminImageConfig, { revalidateOnFocus: false });

/**
 * POST /admin/image-config. Fields left out get the schema's defaults on the server; a missing
 * URL answers 422 'La URL de imagen y URL de destino son requeridas'.
 */
export const saveImageConfig = async (config: ImageConfig): Promise<ImageConfigWithDefaults> =>
  (await apiPost<{ featuredImage: ImageConfigWithDefaults }>(adminImageConfigKey, config)).featuredImage;
