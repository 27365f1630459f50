import { problem, type Problem } from '@camino/schemas/messages/render-problem';
import { badRequest, message } from '../../errors';

/** Admin lists (users, audit) answer pages of this size unless asked otherwise. */
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;

const MAX_OFFSET = 999_999_999;

/**
 * Reads `?offset=&limit=` (defaults 0 and 50; limit 1 to 100). Any other value is a 400 naming
 * each bad parameter, rather than a silent clamp that would hide a client bug.
 */
export function pageParams(query: Record<string, unknown>): { offset: number; limit: number } {
  const problems: Problem[] = [];
  const read = (name: string, fallback: number, min: number, max: number): number => {
    const value = query[name];
    if (value === undefined || value === '') return fallback;
    const n = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
    if (Number.isInteger(n) && n >= min && n <= max) return n;
    problems.push(problem(`/${name}`, 'whole_range', { min, max }));
    return fallback;
  };
  const offset = read('offset', 0, 0, MAX_OFFSET);
  const limit = read('limit', DEFAULT_PAGE_SIZE, 1, MAX_PAGE_SIZE);
  if (problems.length > 0) throw badRequest(message('page_params'), problems);
  return { offset, limit };
}
