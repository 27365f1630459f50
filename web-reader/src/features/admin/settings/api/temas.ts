import useSWR from 'swr';
import { apiPath } from '@camino/schemas/api/paths';
import { apiCall } from '../../../../lib/api-client';
import { uploadFile, type UploadOptions } from '../../api/upload-file';

export const adminTemasKey = apiPath('GET /admin/temas', {});

/** GET /admin/temas, sorted by title. */
export const useAdminTemas = () =>
  useSWR(adminTemasKey, async () => (await apiCall('GET /admin/temas')).temas);

const dryRunQuery = (dryRun: boolean) => (dryRun ? { query: { dry_run: '1' } as const } : {});

/** PUT /admin/tema/{id}/visibility {visible}; with `dryRun` only says what would change. */
export const setTemaVisibility = (id: number, visible: boolean, dryRun = false) =>
  apiCall('PUT /admin/tema/:id/visibility', { params: { id }, body: { visible }, ...dryRunQuery(dryRun) });

/** DELETE /admin/tema/{id}; with `dryRun` only says what would be removed. */
export const deleteTema = (id: number, dryRun = false) =>
  apiCall('DELETE /admin/tema/:id', { params: { id }, ...dryRunQuery(dryRun) });

/** POST /admin/upload-temas: a ZIP of theme JSON files; a theme with an existing title replaces it. */
export const uploadTemas = (file: File, options?: UploadOptions) =>
  uploadFile('POST /admin/upload-temas', file, options);
