import { GOSPEL_DELETE_MAX_DATES } from '@camino/schemas/constants';
import { apiCall } from '../../../../lib/api-client';

/**
 * DELETE /admin/evangelios with `{dates}`: those entries and their view counts go. More dates
 * than one request may name go in several requests, in order; a failure stops there (the
 * entries already deleted stay deleted, and the list reload shows which remain).
 */
export async function deleteGospels(dates: string[]): Promise<{ deleted: number }> {
  let deleted = 0;
  for (let start = 0; start < dates.length; start += GOSPEL_DELETE_MAX_DATES) {
    const answer = await apiCall('DELETE /admin/evangelios', {
      body: { dates: dates.slice(start, start + GOSPEL_DELETE_MAX_DATES) },
    });
    deleted += answer.deleted;
  }
  return { deleted };
}
