import useSWR from 'swr';
import { apiPath } from '@camino/schemas/api/paths';
import type { PathFile } from '@camino/schemas/path';
import { apiCall } from '../../../../lib/api-client';

export const adminPathsKey = apiPath('GET /admin/paths', {});

/** GET /admin/paths: every published reading path. */
export const useAdminPaths = () => useSWR(adminPathsKey, () => apiCall('GET /admin/paths'));

/** GET /admin/path/{id}: one path's file, for the editor. */
export const getAdminPath = (id: string) =>
  apiCall('GET /admin/path/:id', { params: { id } }) as Promise<PathFile>;

/** PUT /admin/path: publishes a path (new, or replacing the one with its id); `dryRun` only says what would change. */
export const savePath = (path: PathFile, dryRun = false) =>
  apiCall('PUT /admin/path', { body: path, ...(dryRun ? { query: { dry_run: '1' } } : {}) });

/** DELETE /admin/path/{id}; `dryRun` only says what would change. */
export const deletePath = (id: string, dryRun = false) =>
  apiCall('DELETE /admin/path/:id', { params: { id }, ...(dryRun ? { query: { dry_run: '1' } } : {}) });
