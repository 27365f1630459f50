import useSWR from 'swr';
import { apiPath } from '@camino/schemas/api/paths';
import type { StoredChapter } from '@camino/schemas/api/admin-content';
import { apiCall } from '../../../../lib/api-client';

export const storedChaptersKey = (volume: number) => apiPath('GET /admin/chapters/:volume', { volume });

/** GET /admin/chapters/{volume}: the volume's stored main and optional files, each with whether its playlist has it. */
export const getStoredChapters = (volume: number) =>
  apiCall('GET /admin/chapters/:volume', { params: { volume } });

export const useStoredChapters = (volume: number) =>
  useSWR(storedChaptersKey(volume), () => getStoredChapters(volume));

/**
 * DELETE /admin/chapters/{volume}/{index}?kind=: removes one stored file (404 when it is not
 * stored). With `dryRun` the server only says what would go.
 */
export const deleteStoredChapter = (
  volume: number,
  chapter: Pick<StoredChapter, 'index' | 'kind'>,
  { dryRun = false } = {},
) =>
  apiCall('DELETE /admin/chapters/:volume/:index', {
    params: { volume, index: chapter.index },
    query: dryRun ? { kind: chapter.kind, dry_run: '1' } : { kind: chapter.kind },
  });
