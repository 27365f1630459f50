import type { ServiceDeps } from './deps';

/** A limit: at most `max` hits per `windowMs`; reaching it blocks the bucket for `blockMs`. */
export interface ThrottlePolicy {
  max: number;
  windowMs: number;
  blockMs: number;
}

export const THROTTLE_POLICIES = {
  /** Failed logins for one account (email or username). */
  loginAccount: { max: 5, windowMs: 15 * 60_000, blockMs: 15 * 60_000 },
  /** Failed logins from one client address, across accounts. */
  loginIp: { max: 20, windowMs: 15 * 60_000, blockMs: 15 * 60_000 },
  /** Recovery and verification emails asked for one address. */
  emailPerAddress: { max: 3, windowMs: 60 * 60_000, blockMs: 60 * 60_000 },
  /** Recovery and verification requests from one client address. */
  emailPerIp: { max: 30, windowMs: 60 * 60_000, blockMs: 60 * 60_000 },
} satisfies Record<string, ThrottlePolicy>;

interface CounterRow {
  bucket: string;
  hits: number;
  window_start_ms: number | string;
  blocked_until_ms: number | string;
}

export type ThrottleService = ReturnType<typeof createThrottleService>;

/**
 * Fixed-window counters in the database, so they survive restarts and every server instance
 * behind a load balancer counts the same attempts.
 */
export function createThrottleService({ db, clock }: ServiceDeps) {
  const now = () => clock.now().getTime();

  /** Seconds until the bucket may be used again, or 0 when it is not blocked. */
  async function retryAfter(bucket: string): Promise<number> {
    const row = await db<CounterRow>('throttle_counters').where({ bucket }).first();
    const until = Number(row?.blocked_until_ms ?? 0);
    return until > now() ? Math.ceil((until - now()) / 1000) : 0;
  }

  /** Counts one hit; returns true when this hit reached the limit (the bucket is now blocked). */
  async function hit(bucket: string, policy: ThrottlePolicy): Promise<boolean> {
    const t = now();
    return db.transaction(async (trx) => {
      const row = await trx<CounterRow>('throttle_counters').where({ bucket }).forUpdate().first();
      let hits: number;
      if (!row) {
        hits = 1;
        await trx('throttle_counters')
          .insert({ bucket, hits, window_start_ms: t, blocked_until_ms: 0 })
          .onConflict('bucket')
          .merge({ hits: trx.raw('?? + 1', ['throttle_counters.hits']) });
      } else if (t - Number(row.window_start_ms) >= policy.windowMs) {
        hits = 1;
        await trx('throttle_counters').where({ bucket }).update({ hits, window_start_ms: t });
      } else {
        hits = row.hits + 1;
        await trx('throttle_counters').where({ bucket }).update({ hits });
      }
      if (hits < policy.max) return false;
      await trx('throttle_counters')
        .where({ bucket })
        .update({ blocked_until_ms: t + policy.blockMs, hits: 0, window_start_ms: t });
      return true;
    });
  }

  async function reset(bucket: string): Promise<void> {
    await db('throttle_counters').where({ bucket }).delete();
  }

  return { retryAfter, hit, reset };
}
