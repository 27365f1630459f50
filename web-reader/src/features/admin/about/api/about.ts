import useSWR from 'swr';
import { apiPath } from '@camino/schemas/api/paths';
import { SOURCE_LANGUAGE } from '@camino/schemas/translations/translatable';
import { apiCall } from '../../../../lib/api-client';
import { uploadFile, type UploadOptions } from '../../api/upload-file';
import type { StoredItem } from '../../components/use-based-save';

// The editor saves the source, what /about shows Spanish readers, whatever the admin's language.
const sourceQuery = { lang: SOURCE_LANGUAGE };

/**
 * The public About page's key in the source language: after a save the editor writes the new
 * text into this cache entry, so /about shows it without another request.
 */
export const publicAboutKey = apiPath('GET /about', {}, sourceQuery);

const itemQuery = { kind: 'about', key: 'about' } as const;

/** The admin's read of About: its stored source with the base a save sends back. */
export const aboutItemKey = apiPath('GET /admin/content-item', {}, itemQuery);

/**
 * GET /admin/content-item for About: the stored source text (the one /about?lang=es shows) and
 * its base, from one read, so the base always belongs to the text the editor starts from.
 */
export async function readAboutItem(): Promise<StoredItem<string>> {
  const item = await apiCall('GET /admin/content-item', { query: itemQuery });
  // Stored About is `{content}`; never saved yet, it is null and the editor starts empty.
  const stored = item.content as { content?: unknown } | null;
  return { value: typeof stored?.content === 'string' ? stored.content : '', hash: item.hash };
}

/** The About item for the editor (SWR, so Retry and a later visit read it again). */
export function useAboutItem() {
  return useSWR(aboutItemKey, readAboutItem);
}

/** POST /admin/about/upload: reads a .md file back for the editor; nothing is saved. */
export const readAboutFile = (file: File, options?: UploadOptions) =>
  uploadFile('POST /admin/about/upload', file, options);

/**
 * POST /admin/about {content}: saves the About page made from `base` (409 stale_base when About
 * changed since); with `dryRun` only says what would change.
 */
export const saveAbout = (content: string, base: string, dryRun = false) =>
  apiCall('POST /admin/about', { body: { content }, query: { base, ...(dryRun ? { dry_run: '1' } : {}) } });
