import { TooManyRequestsError } from '../../errors';
import type { Db } from '../../db/connection';
import { LIMITS, registrationPolicy } from './policies';
import { createLimiter, isRefusal, limitKey, retryAfterSeconds, type Limiter } from './store';

/** Which kind of mail a meter counts. */
export type MailFlow = 'reset' | 'verify';

/**
 * Meters on public actions. Each check takes its point atomically in the database (shared by all
 * server instances), so concurrent requests cannot slip past a meter between a read and a write.
 */
export function createPublicMeters(db: Db, registrationsPerIpPerHour: number) {
  const mailPerAddress = createLimiter(db, 'mail_addr', LIMITS.mailPerAddress);
  const mailPerIp = createLimiter(db, 'mail_ip', LIMITS.mailPerIp);
  const registrations = createLimiter(db, 'register_ip', registrationPolicy(registrationsPerIpPerHour));
  const gospelViews = createLimiter(db, 'gospel_view', LIMITS.gospelView);
  const searches = createLimiter(db, 'search', LIMITS.search);
  const gospelRenders = createLimiter(db, 'gospel_render', LIMITS.gospelRender);

  /** Takes a point or throws 429 (`code`) with the wait. */
  async function enforce(
    limiter: Limiter,
    key: string,
    code?: ConstructorParameters<typeof TooManyRequestsError>[1],
  ): Promise<void> {
    try {
      await limiter.consume(key);
    } catch (err) {
      if (isRefusal(err)) throw new TooManyRequestsError(retryAfterSeconds(err), code);
      throw err;
    }
  }

  /** Takes a point; false (instead of an error) when the meter is spent. */
  async function allow(limiter: Limiter, key: string): Promise<boolean> {
    try {
      await limiter.consume(key);
      return true;
    } catch (err) {
      if (isRefusal(err)) return false;
      throw err;
    }
  }

  const viewKey = (date: string, client: string) => limitKey(date, client);

  return {
    /** Recovery/verification requests from one address: 429 past the limit. */
    mailRequest: (flow: MailFlow, ip: string) => enforce(mailPerIp, limitKey(flow, ip)),
    /** Whether one more mail of this flow may go to this address (silent cap). */
    mayMail: (flow: MailFlow, email: string) =>
      allow(mailPerAddress, limitKey(flow, email.trim().toLowerCase())),
    /** A registration attempt from one address: 429 past the limit. */
    registration: (ip: string) => enforce(registrations, limitKey(ip)),
    /** True the first time in the window that this client views this date. */
    firstView: (date: string, client: string) => allow(gospelViews, viewKey(date, client)),
    /** A search by one client (meterClient): 429 `too_many_searches` past LIMITS.search. */
    search: (client: string) => enforce(searches, limitKey('search', client), 'too_many_searches'),
    /** Whether one more /evangelio day may be rendered for this client (meterClient). */
    mayRenderGospel: (client: string) => allow(gospelRenders, limitKey(client)),
    /** Forgets a view that was not counted after all (the date had no gospel). */
    forgetView: async (date: string, client: string) => {
      await gospelViews.delete(viewKey(date, client));
    },
  };
}

export type PublicMeters = ReturnType<typeof createPublicMeters>;

/**
 * Who a public meter counts: the signed-in member when a token is sent, else the client address
 * (`req.ip`, which honours TRUST_PROXY), so people sharing one address anonymously count as one.
 */
export const meterClient = (req: { auth?: { id: number }; ip?: string }): string =>
  req.auth ? `user:${req.auth.id}` : `ip:${req.ip ?? ''}`;
