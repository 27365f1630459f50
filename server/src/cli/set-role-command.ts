import type { UserType } from '@camino/schemas/api/auth';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import { message, notFound } from '../errors';
import { systemClock } from '../lib/clock';
import { createAdminUsersService, type RoleChange } from '../services/admin-users-service';
import { createAuditService } from '../services/audit-service';
import { createSharedGenerations } from '../services/shared-generations';
import { createUsersService } from '../services/users-service';

/** The audit log's actor for a change made from the command line (no account made it). */
export const COMMAND_LINE_ACTOR = { id: 0, name: 'command line (npm run set-role)' };

export const SET_ROLE_USAGE = 'Usage: npm run set-role -- <username|email> admin|user';

/** The role named on the command line, or an error that shows the usage. */
export function parseRole(text: string | undefined): UserType {
  if (text === 'admin' || text === 'user') return text;
  throw new Error(SET_ROLE_USAGE);
}

/**
 * Gives the account signed in as `login` (an admin's username or a member's email, any case) the
 * role `role`, with the server's own rules (never the last admin) and audit row. The change raises
 * the shared accounts generation, so running servers act on it within CACHE_CHECK_MS.
 */
export async function setRoleByLogin(db: Db, config: Config, login: string, role: UserType): Promise<string> {
  const deps = { db, config, clock: systemClock };
  const generations = createSharedGenerations({ db, checkIntervalMs: 0 });
  const users = createUsersService(deps, generations);
  const account = await users.findByLogin(login);
  if (!account) throw notFound(message('account_not_found', { login }));
  const change = await createAdminUsersService(deps, generations).setRole(
    account.id,
    role,
    null,
    createAuditService(deps).note(COMMAND_LINE_ACTOR, (done: RoleChange) => ({
      action: 'user.role',
      target: `user:${done.id}`,
      details: { email: done.email, username: done.username, from: done.from, to: done.to },
    })),
  );
  const name = account.username ?? account.email ?? `#${account.id}`;
  return change.from === role
    ? `"${name}" is already ${role}`
    : `"${name}" is now ${role} (was ${change.from})`;
}
