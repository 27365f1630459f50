import useSWR from 'swr';
import { apiPath } from '@camino/schemas/api/paths';
import { apiCall } from '../../../../lib/api-client';
import { uploadFile, type UploadOptions } from '../../api/upload-file';

export const adminTemasKey = apiPath('GET /admin/temas', {});

/** GET /admin/temas, sorted by title. */
export const useAdminTemas = () =>
  useSWR(adminTemasKey, async () => (await apiCall('GET /admin/temas')).temas);

/** PUT /admin/tema/{id}/visibility {visible}. */
export const setTemaVisibility = (id: number, visible: boolean) =>
  apiCall('PUT /admin/tema/:id/visibility', { params: { id }, body: { visible } });

/** DELETE /admin/tema/{id}. */
export const deleteTema = (id: number) => apiCall('DELETE /admin/tema/:id', { params: { id } });

/** POST /admin/upload-temas: a ZIP of theme JSON files; a theme with an existing title replaces it. */
export const uploadTemas = (file: File, options?: UploadOptions) =>
  uploadFile('POST /admin/upload-temas', file, options);
