import useSWR from 'swr';
import { apiGet, apiPost } from '../../../../lib/api-client';
import { uploadFile, type UploadOptions } from '../../api/upload-file';

/**
 * The public About page's key: the editor starts from what /about shows, and after a save it
 * writes the new text into the same cache entry, so /about shows it without another request.
 */
export const publicAboutKey = '/about';

/** GET /about: the current About Markdown. */
export function useCurrentAbout() {
  return useSWR<{ content: string }>(publicAboutKey, (path: string) => apiGet<{ content: string }>(path));
}

/** POST /admin/about/upload: reads a .md file back for the editor; nothing is saved. */
export const readAboutFile = (file: File, options?: UploadOptions) =>
  uploadFile<{ content: string; filename: string }>('/admin/about/upload', file, options);

/** POST /admin/about {content}: saves the About page. */
export const saveAbout = (content: string) =>
  apiPost<{ message: string; content: string }>('/admin/about', { content });
