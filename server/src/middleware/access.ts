import type { RequestHandler } from 'express';
import { verifySessionToken } from '../auth/session-token';
import type { Config } from '../config';
import { forbidden, unauthenticated } from '../errors';
import type { Clock } from '../lib/clock';
import type { UserRow, UsersService } from '../services/users-service';

/** Who may call a route. Every route's first handler carries one (see routes.test.ts). */
export type AccessLevel = 'public' | 'optional-member' | 'member' | 'admin';

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

/**
 * Builds the access guards. A token is checked against the database on every call, so a deleted
 * user, a disabled account, a password reset (token version) or a demotion takes effect at once.
 */
export function createAccess(deps: { config: Config; users: UsersService; clock: Clock }) {
  const { config, users, clock } = deps;

  async function authenticate(header: string | undefined): Promise<AuthUser | null> {
    if (!header) return null;
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw unauthenticated('invalid_token');
    const claims = verifySessionToken(match[1]!, config.jwtSecret);
    if (!claims) throw unauthenticated('invalid_token');
    const user = await users.findById(claims.userId);
    if (!user || !user.is_active || user.token_version !== claims.tokenVersion) {
      throw unauthenticated('invalid_token');
    }
    await noteActivity(user);
    return {
      id: user.id,
      role: user.role,
      firstName: user.first_name,
      name: user.username ?? user.email ?? `#${user.id}`,
    };
  }

  async function noteActivity(user: UserRow): Promise<void> {
    const last = user.last_activity ? Date.parse(user.last_activity) : 0;
    if (clock.now().getTime() - last > ACTIVITY_WRITE_INTERVAL_MS) await users.touchActivity(user.id);
  }

  const guard =
    (level: AccessLevel): RequestHandler =>
    async (req, _res, next) => {
      const user = await authenticate(req.headers.authorization);
      if (user) req.auth = user;
      if (level === 'optional-member') return next();
      if (!user) throw unauthenticated();
      if (level === 'admin' && user.role !== 'admin') throw forbidden();
      next();
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
