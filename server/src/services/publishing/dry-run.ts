import { coded } from '@camino/schemas/messages/render-problem';
import type { Change } from '@camino/schemas/publishing/field-changes';
import { paramError } from '../../lib/params';

/**
 * Reads a yes/no query flag such as `?dry_run=1`: '1' or 'true' is yes, absent, '0' or 'false'
 * no; anything else is a 400 (a typo must not turn a dry run into a real change).
 */
export function queryFlag(query: Record<string, unknown>, name: string): boolean {
  const value = query[name];
  if (value === undefined || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  throw paramError(name, coded('flag_param'));
}

/** `?dry_run=1` of a content-changing admin call. */
export const isDryRun = (query: Record<string, unknown>): boolean => queryFlag(query, 'dry_run');

/** The fields a content-changing answer adds: `dry_run` on a dry run, `changes`, `revision`. */
export function publishedFields(outcome: { dryRun: boolean; changes: Change[]; revision: number | null }) {
  return {
    ...(outcome.dryRun ? { dry_run: true as const } : {}),
    changes: outcome.changes as never[],
    revision: outcome.revision,
  };
}

/** An answer without the published fields: the call's usual fields (for tests of those). */
export function usualFields<T extends object>(body: T): Omit<T, 'changes' | 'revision' | 'dry_run'> {
  const {
    changes: _c,
    revision: _r,
    dry_run: _d,
    ...usual
  } = body as T & {
    changes?: unknown;
    revision?: unknown;
    dry_run?: unknown;
  };
  return usual;
}
