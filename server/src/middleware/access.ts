import type { NextFunction, Request, RequestHandler } from 'express';
import type { ApiAccess } from '@camino/schemas/api/routes';
import type { SessionClaims } from '../auth/session-token';
import type { Config } from '../config';
import { forbidden, unauthenticated } from '../errors';
import type { Clock } from '../lib/clock';
import type { CachedAccount } from '../services/account-cache';
import type { Services } from '../services/create-services';
import { ACCOUNTS, memberGeneration } from '../services/shared-generations';
import { refuseUndeclaredDryRun } from './dry-run-rule';
import { createVerifiedTokens } from './verified-tokens';

/** Who may call a route (the contract's access levels). Every route's first handler carries one. */
export type AccessLevel = ApiAccess;

export const ACCESS = Symbol('camino.access');

export interface AuthUser {
  id: number;
  role: string;
  firstName: string;
  /** The login name (admin username or member email), as the audit log records it. */
  name: string;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      auth?: AuthUser;
    }
  }
}

type TaggedHandler = RequestHandler & { [ACCESS]: AccessLevel };

const tag = (level: AccessLevel, handler: RequestHandler): TaggedHandler =>
  Object.assign(handler, { [ACCESS]: level });

/** Activity is written at most this often per user, so reads do not turn into writes. */
const ACTIVITY_WRITE_INTERVAL_MS = 5 * 60 * 1000;

export interface AccessDeps {
  config: Config;
  clock: Clock;
  services: Pick<Services, 'users' | 'accountCache' | 'generations'>;
}

/**
 * Builds the access guards. A token's account comes from this server's account cache, which every
 * change of access (deletion, disabling, password reset or logout through the token version,
 * demotion) empties: at once on the server that made the change, within CACHE_CHECK_MS on the
 * others (account-cache.ts). A revalidation (If-None-Match) first reads the shared generations,
 * so a 304 is never confirmed on the strength of a cached account.
 */
export function createAccess(deps: AccessDeps) {
  const { config, clock } = deps;
  const { users, accountCache: accounts, generations } = deps.services;
  const claimsOf = createVerifiedTokens(config.jwtSecret);

  /** The claims of the bearer token in `header`; 401 invalid_token for anything else. */
  function claimsOfHeader(header: string): SessionClaims {
    const claims = claimsOf(header);
    if (!claims) throw unauthenticated('invalid_token');
    return claims;
  }

  /** The account may act with this token: it exists, is active and the token is of its version. */
  function accepted(account: CachedAccount | undefined, claims: SessionClaims): AuthUser {
    if (!account || !account.isActive || account.tokenVersion !== claims.tokenVersion) {
      throw unauthenticated('invalid_token');
    }
    // The cached account carries the AuthUser fields; handlers only read it.
    return account;
  }

  const activityDue = (account: CachedAccount) =>
    clock.now().getTime() - account.lastActivityMs > ACTIVITY_WRITE_INTERVAL_MS;

  async function authenticate(claims: SessionClaims, revalidating: boolean): Promise<AuthUser> {
    // A 304 must not rest on cached copies: read the account's and the member's generations now.
    if (revalidating) await generations.confirm([ACCOUNTS, memberGeneration(claims.userId)]);
    const account = await accounts.get(claims.userId);
    const user = accepted(account, claims);
    if (activityDue(account!)) {
      const now = clock.now().getTime();
      await users.touchActivity(account!.id);
      accounts.noteActivity(account!.id, now);
    }
    return user;
  }

  function admit(req: Request, level: AccessLevel, user: AuthUser, next: NextFunction): void {
    req.auth = user;
    if (level === 'admin') {
      if (user.role !== 'admin') throw forbidden();
      refuseUndeclaredDryRun(req);
    }
    next();
  }

  const guard =
    (level: AccessLevel): RequestHandler =>
    (req, _res, next) => {
      const header = req.headers.authorization;
      if (!header) {
        if (level === 'optional-member') return next();
        throw unauthenticated();
      }
      const claims = claimsOfHeader(header);
      const revalidating = req.headers['if-none-match'] !== undefined;
      // The common case (a cached account, no check due, nothing to record) needs no promise.
      const cached = revalidating ? undefined : accounts.peek(claims.userId);
      if (cached && !activityDue(cached)) return admit(req, level, accepted(cached, claims), next);
      return authenticate(claims, revalidating).then((user) => admit(req, level, user, next));
    };

  return {
    /** Anyone; no token is read. */
    publicAccess: tag('public', (_req, _res, next) => next()),
    /** Anyone; a token, when sent, must be valid and identifies the caller. */
    optionalMember: tag('optional-member', guard('optional-member')),
    /** Any signed-in account (members and admins). */
    requireMember: tag('member', guard('member')),
    requireAdmin: tag('admin', guard('admin')),
  };
}

export type Access = ReturnType<typeof createAccess>;

export function accessLevelOf(handler: unknown): AccessLevel | undefined {
  return (handler as Partial<TaggedHandler> | null)?.[ACCESS];
}
