import type { Config } from '../config';
import type { Db } from '../db/connection';
import type { Clock } from '../lib/clock';

/** What every service is built from; tests pass a real test database and may fix the clock. */
export interface ServiceDeps {
  db: Db;
  config: Config;
  clock: Clock;
  /**
   * Monotonic milliseconds that time the per-server caches' checks of the shared generations
   * (performance.now by default); tests pass a clock they move by hand.
   */
  monotonicNow?: () => number;
}
