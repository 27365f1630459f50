import type { NewsConfig } from '@camino/schemas/news-config';
import useSWR from 'swr';
import { apiGet, apiRequest } from '../../../../lib/api-client';

export interface AdminNewsConfig {
  public: NewsConfig;
  private: NewsConfig;
}

export const adminNewsKey = '/admin/news-config';

/** GET /admin/news-config: both blocks, the private one included. */
export const useAdminNews = () =>
  useSWR<AdminNewsConfig>(adminNewsKey, (path: string) => apiGet<AdminNewsConfig>(path));

/** PUT /admin/news-config {public, private}: both blocks are replaced together. */
export const saveNews = (config: AdminNewsConfig) =>
  apiRequest<{ success: boolean; config: AdminNewsConfig }>(adminNewsKey, { method: 'PUT', body: config });

/** The home page caches the news under ['/news-config', token]: a save refreshes every such key. */
export const isPublicNewsKey = (key: unknown) => Array.isArray(key) && key[0] === '/news-config';
