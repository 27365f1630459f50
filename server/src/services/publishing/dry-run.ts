import type { RevertQuery } from '@camino/schemas/api/revisions';
import type { Change } from '@camino/schemas/publishing/field-changes';

/**
 * A yes/no query flag such as `?dry_run=1`, as its schema (dryRunProperty) lets it through:
 * '1' or 'true' is yes; absent, '0' or 'false' no. Anything else never reaches a handler (a typo
 * must not turn a dry run into a real change).
 */
export type QueryFlag = RevertQuery['dry_run'];

/** Whether a checked flag says yes. */
export const isYes = (flag: QueryFlag): boolean => flag === '1' || flag === 'true';

/** `?dry_run=1` of a content-changing admin call, from its checked query (`res.locals.query`). */
export const isDryRun = (query: { dry_run?: QueryFlag }): boolean => isYes(query.dry_run);

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
