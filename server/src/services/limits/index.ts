import type { ServiceDeps } from '../deps';
import { createKnownDevices } from './known-device';
import { createLoginLimiter } from './login-limiter';
import { createPublicMeters } from './public-meters';
import { startExpiredSweep } from './store';

/** Every limiter of the app, on rate-limiter-flexible with the app's database as the store. */
export function createLimits({ db, config }: ServiceDeps) {
  startExpiredSweep(db);
  return {
    login: createLoginLimiter(db),
    knownDevices: createKnownDevices(config.jwtSecret),
    meters: createPublicMeters(db, config.registrationsPerIpPerHour ?? 10),
  };
}

export type Limits = ReturnType<typeof createLimits>;
