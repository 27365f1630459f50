import type { Config } from '../config';
import type { Db } from '../db/connection';
import type { Clock } from '../lib/clock';
import type { Access } from '../middleware/access';
import type { Services } from '../services/create-services';

/** What each route group is built from. */
export interface RouterDeps {
  db: Db;
  config: Config;
  clock: Clock;
  services: Services;
  access: Access;
}
