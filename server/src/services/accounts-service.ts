import type { Knex } from 'knex';
import { hashPassword } from '../auth/password';
import { requireStrongPassword } from '../auth/password-strength';
import type { Config } from '../config';
import type { Language } from '@camino/schemas/languages';
import type { Mailer } from '../mail/mailer';
import { accountEmail } from '../mail/templates';
import type { AuditNote } from './audit-service';
import type { ServiceDeps } from './deps';
import type { SettingsService } from './settings-service';
import { ACCOUNTS, type SharedGenerations } from './shared-generations';
import type { TokensService } from './tokens-service';
import type { UserRow, UsersService } from './users-service';

export type AccountsService = ReturnType<typeof createAccountsService>;

interface AccountsDeps {
  users: UsersService;
  tokens: TokensService;
  settings: SettingsService;
  mailer: Mailer;
  /** Raised with every change of an account's access (account-cache.ts). */
  generations: SharedGenerations;
}

/** Email verification, password recovery and the email-validation switch. */
export function createAccountsService({ db, config }: ServiceDeps, deps: AccountsDeps) {
  const { users, tokens, settings, mailer, generations } = deps;

  // Links are built from PUBLIC_URL only: a forged Host header must never steer a reset link.
  const link = (cfg: Config, path: string, token: string) =>
    `${cfg.publicUrl}${path}?token=${encodeURIComponent(token)}`;

  async function sendVerification(user: UserRow, language: Language): Promise<void> {
    const token = await tokens.issue(user.id, 'verify');
    const url = link(config, '/verify-email', token);
    await mailer.send({
      to: user.email!,
      link: url,
      ...accountEmail('verify', language, { firstName: user.first_name, link: url }),
    });
  }

  /** Marks the token's account verified; false for an unknown, used or expired token. */
  async function verifyEmail(token: string): Promise<boolean> {
    const userId = await tokens.consume(token, 'verify');
    if (userId == null) return false;
    await db.transaction(async (trx) => {
      await trx('users').where({ id: userId }).update({ email_verified: true });
      await generations.raise(trx, ACCOUNTS);
    });
    return true;
  }

  /** Sends a new verification link when the address belongs to an unverified member. */
  async function resendVerification(email: string, language: Language): Promise<void> {
    const user = await users.findByLogin(email);
    if (user?.email && !user.email_verified) await sendVerification(user, language);
  }

  /** Creates a reset token for a known member's email; null when there is none. */
  async function createResetToken(email: string): Promise<{ user: UserRow; token: string } | null> {
    const user = await users.findByLogin(email);
    if (!user?.email) return null;
    return { user, token: await tokens.issue(user.id, 'reset') };
  }

  async function sendReset(user: UserRow, token: string, language: Language): Promise<void> {
    const url = link(config, '/reset-password', token);
    await mailer.send({
      to: user.email!,
      link: url,
      ...accountEmail('reset', language, { firstName: user.first_name, link: url }),
    });
  }

  const isResetTokenValid = async (token: string) => (await tokens.peek(token, 'reset')) != null;

  /**
   * Sets the new password, ends every session issued before (token version) and retires the
   * user's other reset links. False for an unknown, used or expired token.
   */
  async function resetPassword(token: string, newPassword: string): Promise<boolean> {
    // Checked before the link is used up, so a refused password leaves it for another try.
    const owner = await tokens.peek(token, 'reset');
    if (owner == null) return false;
    const user = await users.findById(owner);
    await requireStrongPassword(config, newPassword, {
      pointer: '/new_password',
      holder: user?.role === 'admin' ? 'admin' : 'member',
      userInputs: [user?.first_name, user?.last_name, user?.email, user?.username],
    });
    const userId = await tokens.consume(token, 'reset');
    if (userId == null) return false;
    const password_hash = await hashPassword(newPassword, config.passwordHashCost);
    // The raise commits with the new token version, so no server keeps the old one past the bound.
    await db.transaction(async (trx) => {
      await trx('users')
        .where({ id: userId })
        .update({ password_hash, token_version: trx.raw('?? + 1', ['token_version']) });
      await generations.raise(trx, ACCOUNTS);
    });
    await tokens.retireAll(userId, 'reset');
    return true;
  }

  /**
   * Turns email validation on or off; off verifies every account still waiting, in the same
   * transaction as the setting and its audit row. Returns how many accounts were verified.
   */
  async function setEmailValidation(enabled: boolean, audit?: AuditNote<number>): Promise<number> {
    return settings.setWith('email_validation', { enabled }, (trx) => verifyWaiting(trx, enabled), audit);
  }

  /**
   * What switching validation to `enabled` does besides the setting, inside the caller's
   * transaction: switched off, every waiting account is verified. Returns how many.
   */
  async function verifyWaiting(trx: Knex.Transaction, enabled: boolean): Promise<number> {
    if (enabled) return 0;
    const verified = await trx('users').where({ email_verified: false }).update({ email_verified: true });
    await generations.raise(trx, ACCOUNTS);
    return verified;
  }

  return {
    sendVerification,
    verifyEmail,
    resendVerification,
    createResetToken,
    sendReset,
    isResetTokenValid,
    resetPassword,
    setEmailValidation,
    verifyWaiting,
  };
}
