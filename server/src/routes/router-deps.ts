import type { Config } from '../config';
import type { Db } from '../db/connection';
import type { Clock } from '../lib/clock';
import type { ResponseCache } from '../lib/response-cache';
import type { Access } from '../middleware/access';
import type { Services } from '../services/create-services';

/** What each route group is built from. */
export interface RouterDeps {
  db: Db;
  config: Config;
  clock: Clock;
  services: Services;
  access: Access;
  /** Public content, kept per server and dropped on every admin write (see response-cache.ts). */
  cache: ResponseCache;
}
