import { TooManyRequestsError } from '../../errors';
import type { Db } from '../../db/connection';
import { LIMITS } from './policies';
import { createLimiter, isRefusal, limitKey, retryAfterSeconds, type Limiter } from './store';

/** A reserved login attempt: it already counts as a failure until `succeeded` gives it back. */
export interface LoginAttempt {
  succeeded(): Promise<void>;
  failed(): Promise<void>;
}

const normalLogin = (login: string) => login.trim().toLowerCase();

/**
 * Login limits that count before the password is looked at: each attempt takes a point from its
 * buckets atomically first, so N concurrent wrong passwords get at most the bucket's size of
 * password checks; a correct password gives the points back. The client address is `req.ip`,
 * which honours exactly TRUST_PROXY hops of X-Forwarded-For, so a forged header buys nothing.
 *
 * Unknown device: the account's bucket is per account *and* address (5 / 15 min), so failures
 * elsewhere never lock the owner out; a slower per-account bucket across addresses (20 / hour)
 * slows distributed guessing (a password reset clears it); the address's bucket (20 / 15 min)
 * stops one client trying many accounts.
 * Known device (a signed cookie from an earlier successful login, see known-device.ts): only a
 * per account and device bucket (5 / 15 min); its failures still count on the address's bucket,
 * but neither the address's nor the account-wide bucket refuses it.
 */
export function createLoginLimiter(db: Db) {
  const accountClient = createLimiter(db, 'login_acct_client', LIMITS.loginAccountClient);
  const account = createLimiter(db, 'login_acct', LIMITS.loginAccount);
  const address = createLimiter(db, 'login_ip', LIMITS.loginIp);

  /** Takes a point from each bucket in turn; on a refusal gives back those taken and throws 429. */
  async function consumeAll(steps: Array<[Limiter, string]>): Promise<void> {
    const taken: Array<[Limiter, string]> = [];
    for (const [limiter, key] of steps) {
      try {
        await limiter.consume(key);
        taken.push([limiter, key]);
      } catch (err) {
        await Promise.all(taken.map(([l, k]) => l.reward(k)));
        if (isRefusal(err)) throw new TooManyRequestsError(retryAfterSeconds(err));
        throw err;
      }
    }
  }

  async function reserve(login: string, ip: string, deviceId?: string): Promise<LoginAttempt> {
    const name = normalLogin(login);
    const ipKey = limitKey(ip);
    if (deviceId) {
      const deviceKey = limitKey(name, 'device', deviceId);
      await consumeAll([[accountClient, deviceKey]]);
      return {
        succeeded: async () => void (await accountClient.delete(deviceKey)),
        failed: async () => void (await address.penalty(ipKey)),
      };
    }
    const clientKey = limitKey(name, 'ip', ip);
    const accountKey = limitKey(name);
    await consumeAll([
      [accountClient, clientKey],
      [account, accountKey],
      [address, ipKey],
    ]);
    return {
      succeeded: async () => {
        // This client's earlier failures are forgiven; elsewhere, only this attempt is given back.
        await Promise.all([
          accountClient.delete(clientKey),
          account.reward(accountKey),
          address.reward(ipKey),
        ]);
      },
      failed: async () => undefined,
    };
  }

  /**
   * A completed password reset proves the owner: the account-wide back-off for each of the
   * account's login names is cleared, and so is its bucket for the address the reset came from.
   */
  async function clearAccount(logins: string[], ip: string): Promise<void> {
    await Promise.all(
      logins
        .map(normalLogin)
        .flatMap((name) => [account.delete(limitKey(name)), accountClient.delete(limitKey(name, 'ip', ip))]),
    );
  }

  return { reserve, clearAccount };
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
