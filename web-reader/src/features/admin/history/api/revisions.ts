import useSWR from 'swr';
import { apiPath } from '@camino/schemas/api/paths';
import type { ApiResponse } from '@camino/schemas/api/routes';
import type { CONTENT_KINDS } from '@camino/schemas/api/revisions';
import { apiCall } from '../../../../lib/api-client';

/** Revisions shown per page. */
export const REVISIONS_PAGE = 20;

export type RevisionsPage = ApiResponse<'GET /admin/revisions'>;
export type RevisionSummary = RevisionsPage['items'][number];
export type RevisionDetail = ApiResponse<'GET /admin/revisions/:id'>;
export type RevertAnswer = ApiResponse<'POST /admin/revisions/:id/revert'>;

export type ContentKind = (typeof CONTENT_KINDS)[number];

export interface RevisionFilter {
  kind: ContentKind | null;
  key: string;
}

/** GET /admin/revisions, newest first; the filters match any item a revision touched. */
export function useRevisions(offset: number, filter: RevisionFilter) {
  const query = {
    offset,
    limit: REVISIONS_PAGE,
    ...(filter.kind ? { kind: filter.kind } : {}),
    ...(filter.key.trim() ? { key: filter.key.trim() } : {}),
  };
  // The page shown stays while the next page or filter loads, instead of flashing placeholders.
  return useSWR(
    apiPath('GET /admin/revisions', {}, query),
    () => apiCall('GET /admin/revisions', { query }),
    {
      keepPreviousData: true,
    },
  );
}

export const revisionKey = (id: number) => apiPath('GET /admin/revisions/:id', { id });

/** GET /admin/revisions/{id}: every item's whole content before and after, and the change list. */
export const useRevision = (id: number | null) =>
  useSWR(id === null ? null : revisionKey(id), () =>
    apiCall('GET /admin/revisions/:id', { params: { id: id! } }),
  );

/**
 * POST /admin/revisions/{id}/revert: `dryRun` only says what it would change; `force` reverts
 * even over a later change of the same items (otherwise a 409 revision_conflict names it).
 */
export const revertRevision = (id: number, { dryRun = false, force = false } = {}) =>
  apiCall('POST /admin/revisions/:id/revert', {
    params: { id },
    query: { ...(dryRun ? { dry_run: '1' } : {}), ...(force ? { force: '1' } : {}) },
  });
