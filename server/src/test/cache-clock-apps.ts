// Several Camino apps on one test database, as several servers behind a load balancer, each with
// its caches timed by a clock the test moves by hand: "within CACHE_CHECK_MS" is then asserted by
// moving that clock, never by waiting.
import pino from 'pino';
import supertest from 'supertest';
import { createApp, type CaminoApp } from '../app';
import type { TestContext } from './test-context';

/** Monotonic milliseconds that only move when the test says so. */
export function manualClock() {
  let ms = 0;
  return {
    now: () => ms,
    advance: (by: number) => {
      ms += by;
    },
  };
}

export type ManualClock = ReturnType<typeof manualClock>;

/** One more server on `ctx`'s database, with its own caches timed by `clock`. */
export function serverOn(ctx: TestContext, clock: ManualClock, cacheCheckMs: number) {
  const camino: CaminoApp = createApp({
    config: { ...ctx.config, cacheCheckMs },
    db: ctx.db,
    logger: pino({ level: 'silent' }),
    monotonicNow: clock.now,
  });
  return { ...camino, request: supertest.agent(camino.app), clock };
}

export type TestServer = ReturnType<typeof serverOn>;
