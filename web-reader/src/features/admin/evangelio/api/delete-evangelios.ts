import type { Change } from '@camino/schemas/publishing/field-changes';
import { GOSPEL_DELETE_MAX_DATES } from '@camino/schemas/constants';
import { apiCall } from '../../../../lib/api-client';

/**
 * DELETE /admin/evangelios with `{dates}`: those entries and their view counts go. More dates
 * than one request may name go in several requests, in order; a failure stops there (the
 * entries already deleted stay deleted, and the list reload shows which remain). With `dryRun`
 * every request is a dry run: nothing goes, and the changes say what would.
 */
export async function deleteGospels(
  dates: string[],
  { dryRun = false } = {},
): Promise<{ deleted: number; changes: Change[] }> {
  let deleted = 0;
  const changes: Change[] = [];
  for (let start = 0; start < dates.length; start += GOSPEL_DELETE_MAX_DATES) {
    const answer = await apiCall('DELETE /admin/evangelios', {
      body: { dates: dates.slice(start, start + GOSPEL_DELETE_MAX_DATES) },
      query: dryRun ? { dry_run: '1' } : undefined,
    });
    deleted += answer.deleted;
    changes.push(...(answer.changes ?? []));
  }
  return { deleted, changes };
}
