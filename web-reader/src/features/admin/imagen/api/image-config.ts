import type { ImageConfig } from '@camino/schemas/image-config';
import useSWR from 'swr';
import { apiPath } from '@camino/schemas/api/paths';
import { apiCall } from '../../../../lib/api-client';

export const adminImageConfigKey = apiPath('GET /admin/image-config', {});
/** The home page's key: refreshed after a save so the home page shows the new image at once. */
export const publicImageConfigKey = apiPath('GET /image-config', {});

/** GET /admin/image-config: the featured image, defaults applied. */
export const getAdminImageConfig = async () => (await apiCall('GET /admin/image-config')).featuredImage;

export const useAdminImageConfig = () =>
  useSWR(adminImageConfigKey, getAdminImageConfig, { revalidateOnFocus: false });

/**
 * POST /admin/image-config. Fields left out get the schema's defaults on the server; a missing
 * URL answers 422 'La URL de imagen y URL de destino son requeridas'. With `dryRun` it only says
 * what would change (`changes`), storing nothing.
 */
export const saveImageConfig = (config: ImageConfig, dryRun = false) =>
  apiCall('POST /admin/image-config', { body: config, ...(dryRun ? { query: { dry_run: '1' } } : {}) });
