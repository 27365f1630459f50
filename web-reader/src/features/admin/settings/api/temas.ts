import useSWR from 'swr';
import { apiGet, apiRequest } from '../../../../lib/api-client';
import { uploadFile, type UploadOptions } from '../../api/upload-file';

/** A theme as the admin sees it, hidden ones included (SPEC.md §3, Tema). */
export interface AdminTema {
  id: number;
  title: string;
  created_at: string;
  visible: boolean;
}

export interface Problem {
  pointer: string;
  message: string;
}

/** What POST /admin/upload-temas answers. */
export interface TemasUploadReport {
  files_processed: number;
  files_failed: number;
  failed_files: Array<{ name: string; errors: Problem[] }>;
  processed_temas: Array<{ id: number; title: string }>;
}

export const adminTemasKey = '/admin/temas';

/** GET /admin/temas, sorted by title. */
export const useAdminTemas = () =>
  useSWR<AdminTema[]>(
    adminTemasKey,
    async (path: string) => (await apiGet<{ temas: AdminTema[] }>(path)).temas,
  );

/** PUT /admin/tema/{id}/visibility {visible}. */
export const setTemaVisibility = (id: number, visible: boolean) =>
  apiRequest<{ visible: boolean }>(`/admin/tema/${id}/visibility`, { method: 'PUT', body: { visible } });

/** DELETE /admin/tema/{id}. */
export const deleteTema = (id: number) =>
  apiRequest<{ message: string }>(`/admin/tema/${id}`, { method: 'DELETE' });

/** POST /admin/upload-temas: a ZIP of theme JSON files; a theme with an existing title replaces it. */
export const uploadTemas = (file: File, options?: UploadOptions) =>
  uploadFile<TemasUploadReport>('/admin/upload-temas', file, options);
