import { ACCOUNTS, type SharedGenerations } from './shared-generations';
import type { UserRow, UsersService } from './users-service';

/** What the access guards need of an account, kept per server. */
export interface CachedAccount {
  id: number;
  role: string;
  firstName: string;
  /** The login name (admin username or member email), as the audit log records it. */
  name: string;
  isActive: boolean;
  tokenVersion: number;
  /** Epoch ms of the last recorded activity (0 for never). */
  lastActivityMs: number;
}

/** Accounts kept at most; past this the longest kept go first. */
const MAX_ACCOUNTS = 20_000;

const toCached = (user: UserRow): CachedAccount => ({
  id: user.id,
  role: user.role,
  firstName: user.first_name,
  name: user.username ?? user.email ?? `#${user.id}`,
  isActive: Boolean(user.is_active),
  tokenVersion: Number(user.token_version),
  lastActivityMs: user.last_activity ? Date.parse(user.last_activity) : 0,
});

export type AccountCache = ReturnType<typeof createAccountCache>;

/**
 * Each server's copy of the accounts its members sign in with, so an authenticated request costs
 * no query. Every change that revokes or alters access raises the shared 'accounts' generation in
 * its own transaction (shared-generations.ts): this server drops every cached account as soon as
 * its own change commits, and another server's change within CACHE_CHECK_MS. Accounts that do not
 * exist are never cached.
 */
export function createAccountCache(users: UsersService, generations: SharedGenerations) {
  const entries = new Map<number, CachedAccount>();
  let epoch = 0;

  generations.onChange((name) => {
    if (name !== ACCOUNTS) return;
    entries.clear();
    epoch += 1;
  });

  /** The account with this id, or undefined when there is none. */
  async function get(id: number): Promise<CachedAccount | undefined> {
    const wait = generations.whenFresh();
    if (wait) await wait;
    const hit = entries.get(id);
    if (hit) return hit;
    const startEpoch = epoch;
    const user = await users.findById(id);
    if (!user) return undefined;
    const account = toCached(user);
    // Loaded before an invalidation: the row may predate the change, so it is not kept.
    if (epoch === startEpoch) {
      if (entries.size >= MAX_ACCOUNTS) entries.delete(entries.keys().next().value!);
      entries.set(id, account);
    }
    return account;
  }

  /** The cached account when no generation check is due (synchronous), else undefined: use `get`. */
  function peek(id: number): CachedAccount | undefined {
    return generations.isFresh() ? entries.get(id) : undefined;
  }

  /** Records activity written through this server (last_activity never raises the generation). */
  function noteActivity(id: number, atMs: number): void {
    const entry = entries.get(id);
    if (entry) entry.lastActivityMs = atMs;
  }

  return { get, peek, noteActivity };
}
