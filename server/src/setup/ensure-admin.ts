import { randomBytes } from 'node:crypto';
import { passwordWeakness, strengthEnforced } from '../auth/password-strength';
import { isDeployment, type Config } from '../config';
import { isUniqueViolation, type UsersService } from '../services/users-service';

export type AdminNotice =
  | { kind: 'configured'; username: string; created: boolean }
  | { kind: 'generated'; username: string; password: string }
  | { kind: 'existing' }
  | { kind: 'missing' };

/**
 * The first admin: ADMIN_USERNAME/ADMIN_PASSWORD when given (created if missing, never
 * overwritten), otherwise on a database without admins an `admin` with a random password that
 * start-up prints once; except in a deployment (config.ts isDeployment), where a password never
 * goes to the log: the operator runs `npm run create-admin` (or sets ADMIN_PASSWORD) instead.
 */
export async function ensureAdmin(config: Config, users: UsersService): Promise<AdminNotice> {
  if (config.adminPassword && strengthEnforced(config)) {
    // In production the first admin's password is public-facing from the first minute.
    const weakness = await passwordWeakness(config.adminPassword, 'admin', [config.adminUsername]);
    if (weakness) throw new Error(`ADMIN_PASSWORD is too weak for production: ${weakness}`);
  }
  try {
    if (config.adminUsername && config.adminPassword) {
      const exists = await users.findByLogin(config.adminUsername);
      if (!exists) await users.createAdmin(config.adminUsername, config.adminPassword);
      return { kind: 'configured', username: config.adminUsername, created: !exists };
    }
    if ((await users.countAdmins()) > 0) return { kind: 'existing' };
    if (isDeployment(config)) return { kind: 'missing' };
    const password = randomBytes(12).toString('base64url');
    await users.createAdmin('admin', password);
    return { kind: 'generated', username: 'admin', password };
  } catch (err) {
    // Another server starting at the same moment created the admin first.
    if (isUniqueViolation(err)) return { kind: 'existing' };
    throw err;
  }
}
