import type { NewsConfigBody } from '@camino/schemas/news-config-body';
import useSWR from 'swr';
import { apiPath } from '@camino/schemas/api/paths';
import { apiCall } from '../../../../lib/api-client';

export const adminNewsKey = apiPath('GET /admin/news-config', {});

/** GET /admin/news-config: both blocks, the private one included. */
export const useAdminNews = () => useSWR(adminNewsKey, () => apiCall('GET /admin/news-config'));

/**
 * PUT /admin/news-config {public, private}: both blocks are replaced together; with `dryRun` only
 * says what would change.
 */
export const saveNews = (config: NewsConfigBody, dryRun = false) =>
  apiCall('PUT /admin/news-config', { body: config, ...(dryRun ? { query: { dry_run: '1' } } : {}) });

/** The home page caches the news under ['/news-config', token]: a save refreshes every such key. */
export const isPublicNewsKey = (key: unknown) =>
  Array.isArray(key) && key[0] === apiPath('GET /news-config', {});
