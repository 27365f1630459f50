import { TooManyRequestsError } from '../errors';
import { THROTTLE_POLICIES, type ThrottleService } from './throttle-service';

/**
 * Failed-login limits per account and per client address. The client address is `req.ip`, which
 * honours exactly TRUST_PROXY hops of X-Forwarded-For, so a forged header buys no fresh count.
 */
export function createLoginThrottle(throttle: ThrottleService) {
  const buckets = (login: string, ip: string) => ({
    account: `login:account:${login.trim().toLowerCase()}`,
    ip: `login:ip:${ip}`,
  });

  /** Throws 429 while either bucket is blocked, even before the password is looked at. */
  async function assertAllowed(login: string, ip: string): Promise<void> {
    const b = buckets(login, ip);
    const wait = Math.max(await throttle.retryAfter(b.account), await throttle.retryAfter(b.ip));
    if (wait > 0) throw new TooManyRequestsError(wait);
  }

  async function recordFailure(login: string, ip: string): Promise<void> {
    const b = buckets(login, ip);
    await throttle.hit(b.account, THROTTLE_POLICIES.loginAccount);
    await throttle.hit(b.ip, THROTTLE_POLICIES.loginIp);
  }

  /** A correct password clears the account's count (the address's count keeps running). */
  async function recordSuccess(login: string, ip: string): Promise<void> {
    await throttle.reset(buckets(login, ip).account);
  }

  return { assertAllowed, recordFailure, recordSuccess };
}
