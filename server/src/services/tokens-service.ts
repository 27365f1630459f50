import { randomBytes } from 'node:crypto';
import { isoNow } from '../lib/clock';
import { sha256 } from '../lib/sha256';
import type { ServiceDeps } from './deps';

export type TokenPurpose = 'verify' | 'reset';

/** How long each kind of emailed token stays valid. */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  verify: 48 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
};

export type TokensService = ReturnType<typeof createTokensService>;

/**
 * Single-use emailed tokens. Only a SHA-256 of each is stored, so a database leak gives no usable
 * link; issuing a new token retires the user's earlier ones of the same purpose.
 */
export function createTokensService({ db, clock }: ServiceDeps) {
  const now = () => clock.now().getTime();

  async function issue(userId: number, purpose: TokenPurpose): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await db.transaction(async (trx) => {
      // Two issues for one user (a registration mail and a resend) would each take gap locks on
      // MySQL and deadlock at their inserts; the user's row lock makes them take turns.
      await trx('users').where({ id: userId }).forUpdate().first('id');
      await trx('auth_tokens')
        .where({ user_id: userId, purpose })
        .whereNull('used_at')
        .update({ used_at: isoNow(clock) });
      await trx('auth_tokens').insert({
        user_id: userId,
        purpose,
        token_hash: sha256(token),
        expires_at: new Date(now() + TOKEN_LIFETIME_MS[purpose]).toISOString(),
        used_at: null,
        created_at: isoNow(clock),
      });
    });
    return token;
  }

  /** The user a live (unused, unexpired) token belongs to, without using it up. */
  async function peek(token: string, purpose: TokenPurpose): Promise<number | null> {
    const row = await db('auth_tokens')
      .where({ token_hash: sha256(token), purpose })
      .whereNull('used_at')
      .where('expires_at', '>', isoNow(clock))
      .first('user_id');
    return row ? (row.user_id as number) : null;
  }

  /**
   * Uses the token up and returns its user, or null. The update is conditional on `used_at` still
   * being null, so two simultaneous uses cannot both succeed.
   */
  async function consume(token: string, purpose: TokenPurpose): Promise<number | null> {
    const userId = await peek(token, purpose);
    if (userId == null) return null;
    const updated = await db('auth_tokens')
      .where({ token_hash: sha256(token), purpose })
      .whereNull('used_at')
      .update({ used_at: isoNow(clock) });
    return updated === 1 ? userId : null;
  }

  /** Retires every live token of a purpose for a user (after a reset, the other links die). */
  async function retireAll(userId: number, purpose: TokenPurpose): Promise<void> {
    await db('auth_tokens')
      .where({ user_id: userId, purpose })
      .whereNull('used_at')
      .update({ used_at: isoNow(clock) });
  }

  return { issue, peek, consume, retireAll };
}
