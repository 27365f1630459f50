import { problemText } from '@camino/schemas/messages/render-problem';
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
  try {
    if (config.adminUsername && config.adminPassword) {
      const exists = await users.findByLogin(config.adminUsername);
      if (!exists) {
        await refuseWeakAdminPassword(config, config.adminUsername, config.adminPassword);
        await users.createAdmin(config.adminUsername, config.adminPassword);
      }
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

/**
 * In production the first admin's password is public-facing from the first minute: a weak one
 * stops the start. Checked only when the account is made (the check loads zxcvbn's dictionaries).
 */
async function refuseWeakAdminPassword(config: Config, username: string, password: string): Promise<void> {
  if (!strengthEnforced(config)) return;
  const weakness = await passwordWeakness(password, 'admin', [username]);
  if (weakness) throw new Error(`ADMIN_PASSWORD is too weak for production: ${problemText(weakness)}`);
}
