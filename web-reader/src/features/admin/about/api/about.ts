import useSWR from 'swr';
import { apiPath } from '@camino/schemas/api/paths';
import { SOURCE_LANGUAGE } from '@camino/schemas/translations/translatable';
import { apiCall } from '../../../../lib/api-client';
import { uploadFile, type UploadOptions } from '../../api/upload-file';

// The editor edits the source, whatever the admin's UI language: without `lang` the server would
// answer in the UI's language, and an English admin would save the English version over it.
const sourceQuery = { lang: SOURCE_LANGUAGE };

/**
 * The public About page's key in the source language: the editor starts from what /about shows
 * Spanish readers, and after a save it writes the new text into the same cache entry, so /about
 * shows it without another request.
 */
export const publicAboutKey = apiPath('GET /about', {}, sourceQuery);

/** GET /about?lang=es: the current About Markdown, the source. */
export function useCurrentAbout() {
  return useSWR(publicAboutKey, () => apiCall('GET /about', { query: sourceQuery }));
}

/** POST /admin/about/upload: reads a .md file back for the editor; nothing is saved. */
export const readAboutFile = (file: File, options?: UploadOptions) =>
  uploadFile('POST /admin/about/upload', file, options);

/** POST /admin/about {content}: saves the About page; with `dryRun` only says what would change. */
export const saveAbout = (content: string, dryRun = false) =>
  apiCall('POST /admin/about', { body: { content }, ...(dryRun ? { query: { dry_run: '1' } } : {}) });
