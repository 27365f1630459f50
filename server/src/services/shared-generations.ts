import type { Knex } from 'knex';
import type { Db } from '../db/connection';

/** How many member-data generations there are (the migration inserts this many rows). */
export const MEMBER_BUCKETS = 256;

/** The generation raised by every change that revokes or alters an account's access. */
export const ACCOUNTS = 'accounts';

/** The generation of a member's own data (watched marks, last chapter), shared by 1/256 of members. */
export const memberGeneration = (userId: number): string => `member:${userId % MEMBER_BUCKETS}`;

export interface SharedGenerationsOptions {
  db: Db;
  /** Another server's change is seen here within this many milliseconds (CACHE_CHECK_MS). */
  checkIntervalMs: number;
  now?: () => number;
}

export type SharedGenerations = ReturnType<typeof createSharedGenerations>;

/**
 * The counters (rows of `cache_generations` other than 'content') that keep each server's caches
 * of accounts and of members' own data correct across servers:
 *
 * - a write raises its counter in its own transaction (`raise`), so the raise commits or rolls
 *   back with the change; once it has committed, this server's listeners hear of it at once;
 * - every server reads all the counters in one query at most `checkIntervalMs` apart whenever
 *   requests arrive (`whenFresh`), and tells its listeners which ones moved, so a change made
 *   through another server is acted on within that bound;
 * - `confirm` reads some of them now, before a 304 or anything else that must not rest on the bound.
 *
 * A cache must wait for `whenFresh` before every read, and must not store what it loaded when an
 * invalidation happened meanwhile (the listeners run before the reader's load finishes).
 */
export function createSharedGenerations(options: SharedGenerationsOptions) {
  const { db, checkIntervalMs } = options;
  const now = options.now ?? (() => performance.now());
  const listeners = new Set<(name: string) => void>();
  let known: Map<string, number> | null = null;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<void> | null = null;

  const notify = (name: string) => {
    for (const listener of listeners) listener(name);
  };

  type Row = { name: string; generation: number | string };

  /** Reads every counter, tells of those that moved, and restarts the bound. */
  async function check(): Promise<void> {
    const started = now();
    const rows = (await db('cache_generations')
      .whereNot({ name: 'content' })
      .select('name', 'generation')) as Row[];
    const first = known === null;
    known ??= new Map();
    // Before the first read nothing can have been cached (every read waits for it).
    compare(rows, !first);
    checkedAt = Math.max(checkedAt, started);
  }

  function compare(rows: Row[], tell: boolean): void {
    for (const row of rows) {
      const generation = Number(row.generation);
      const previous = known!.get(row.name);
      known!.set(row.name, generation);
      if (tell && previous !== generation) notify(row.name);
    }
  }

  /** True while the last read is recent enough that nothing needs reading before an answer. */
  const isFresh = (): boolean => now() - checkedAt < checkIntervalMs;

  /**
   * Undefined when the last read is recent enough (the common case costs no promise); otherwise
   * the read under way, shared by every request that arrives meanwhile.
   */
  function whenFresh(): Promise<void> | undefined {
    if (isFresh()) return undefined;
    checking ??= check().finally(() => {
      checking = null;
    });
    return checking;
  }

  /**
   * Reads `names` now, on a read of their own (one under way may predate the caller), and tells
   * of those that moved; before the first full read, reads them all.
   */
  async function confirm(names: string[]): Promise<void> {
    if (!known) return check();
    const rows = (await db('cache_generations').whereIn('name', names).select('name', 'generation')) as Row[];
    compare(rows, true);
  }

  /** Raises `name` as part of `trx`; this server's listeners hear of it once `trx` commits. */
  async function raise(trx: Knex.Transaction, name: string): Promise<void> {
    await trx('cache_generations').where({ name }).increment('generation', 1);
    trx.executionPromise.then(
      () => notify(name),
      () => undefined,
    );
  }

  /** Calls `listener` with the name of every counter that moved (here or on another server). */
  function onChange(listener: (name: string) => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  return { isFresh, whenFresh, confirm, raise, onChange };
}
