import useSWR from 'swr';
import { apiPath } from '@camino/schemas/api/paths';
import { apiCall } from '../../../../lib/api-client';
import { uploadFile, type UploadOptions } from '../../api/upload-file';

/**
 * The public About page's key: the editor starts from what /about shows, and after a save it
 * writes the new text into the same cache entry, so /about shows it without another request.
 */
export const publicAboutKey = apiPath('GET /about', {});

/** GET /about: the current About Markdown. */
export function useCurrentAbout() {
  return useSWR(publicAboutKey, () => apiCall('GET /about'));
}

/** POST /admin/about/upload: reads a .md file back for the editor; nothing is saved. */
export const readAboutFile = (file: File, options?: UploadOptions) =>
  uploadFile('POST /admin/about/upload', file, options);

/** POST /admin/about {content}: saves the About page; with `dryRun` only says what would change. */
export const saveAbout = (content: string, dryRun = false) =>
  apiCall('POST /admin/about', { body: { content }, ...(dryRun ? { query: { dry_run: '1' } } : {}) });
