import type { NewsConfigBody } from '@camino/schemas/news-config-body';
import useSWR from 'swr';
import { apiPath } from '@camino/schemas/api/paths';
import { apiCall } from '../../../../lib/api-client';

export const adminNewsKey = apiPath('GET /admin/news-config', {});

/** GET /admin/news-config: both blocks, the private one included. */
export const useAdminNews = () => useSWR(adminNewsKey, () => apiCall('GET /admin/news-config'));

/** PUT /admin/news-config {public, private}: both blocks are replaced together. */
export const saveNews = (config: NewsConfigBody) => apiCall('PUT /admin/news-config', { body: config });

/** The home page caches the news under ['/news-config', token]: a save refreshes every such key. */
export const isPublicNewsKey = (key: unknown) =>
  Array.isArray(key) && key[0] === apiPath('GET /news-config', {});
