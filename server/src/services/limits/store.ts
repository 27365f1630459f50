import {
  RateLimiterMySQL,
  RateLimiterRes,
  RateLimiterSQLite,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { isMysql, type Db } from '../../db/connection';
import { sha256 } from '../../lib/sha256';

/** The table made by migration 20261123001100-create-rate-limits. */
export const RATE_LIMIT_TABLE = 'rate_limits';

/** What one limiter allows: `points` per `durationSec`; past it, blocked for `blockSec` or the window. */
export interface LimitPolicy {
  points: number;
  durationSec: number;
  blockSec?: number;
  /**
   * Once spent, the key is refused from this server's memory until its window (or block) ends,
   * without a database write per refused request: for meters a flood of requests may hit.
   */
  memoryBlock?: boolean;
}

export type Limiter = RateLimiterAbstract;

/**
 * A rate-limiter-flexible limiter whose counters live in the app's own database, so every server
 * instance behind a load balancer counts the same hits. Both stores change a counter with one
 * atomic upsert (MySQL: `INSERT … ON DUPLICATE KEY UPDATE points = points + n` in a transaction
 * on a pooled connection; SQLite: `INSERT … ON CONFLICT DO UPDATE … RETURNING` on knex's single
 * connection), so concurrent first hits neither race nor deadlock the way the old
 * SELECT … FOR UPDATE then INSERT did. Time is the library's `Date.now()`, not the app clock.
 */
export function createLimiter(db: Db, keyPrefix: string, policy: LimitPolicy): Limiter {
  const options = {
    storeClient: db,
    storeType: 'knex',
    tableName: RATE_LIMIT_TABLE,
    // The migration owns the table; expired rows are removed by startExpiredSweep, one timer per app.
    tableCreated: true,
    clearExpiredByTimeout: false,
    keyPrefix,
    points: policy.points,
    duration: policy.durationSec,
    blockDuration: policy.blockSec ?? 0,
    // Without an inMemoryBlockDuration, the library keeps the key until the store's window ends.
    ...(policy.memoryBlock ? { inMemoryBlockOnConsumed: policy.points + 1 } : {}),
  };
  if (isMysql(db)) {
    const { database } = db.client.config.connection as { database: string };
    return new RateLimiterMySQL({ ...options, dbName: database });
  }
  return new RateLimiterSQLite(options);
}

/**
 * Keys hold user input (logins, addresses), which may be longer than the key column: every key is
 * a sha256 of its parts, so any length is counted and nothing readable is stored.
 */
export const limitKey = (...parts: string[]): string => sha256(JSON.stringify(parts));

/** A refusal by the limiter (as opposed to a database error, which is rethrown as it is). */
export const isRefusal = (err: unknown): err is RateLimiterRes => err instanceof RateLimiterRes;

/** Whole seconds to announce in Retry-After (at least 1). */
export const retryAfterSeconds = (res: RateLimiterRes): number =>
  Math.max(1, Math.ceil(res.msBeforeNext / 1000));

const SWEEP_EVERY_MS = 5 * 60_000;
const KEEP_EXPIRED_MS = 3_600_000;

/** Deletes the rows whose window ended over an hour before `nowMs`; returns how many. */
export async function deleteExpired(db: Db, nowMs = Date.now()): Promise<number> {
  return db(RATE_LIMIT_TABLE)
    .where('expire', '<', nowMs - KEEP_EXPIRED_MS)
    .delete();
}

/**
 * Runs deleteExpired every five minutes (unref'd, so it never holds the process open; failures are
 * ignored: the next sweep tries again). Replaces the library's own per-limiter timers.
 */
export function startExpiredSweep(db: Db): () => void {
  const timer = setInterval(() => {
    deleteExpired(db).catch(() => undefined);
  }, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
