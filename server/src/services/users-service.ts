import type { UserInfo, UserType } from '@camino/schemas/api/auth';
import { loginKey } from '@camino/schemas/comparison-keys';
import type { Registration } from '@camino/schemas/registration';
import { hashPassword, needsRehash, verifyPassword, DUMMY_HASH_PASSWORD } from '../auth/password';
import { requireStrongPassword } from '../auth/password-strength';
import { conflict } from '../errors';
import { isoNow } from '../lib/clock';
import type { ServiceDeps } from './deps';
import { ACCOUNTS, type SharedGenerations } from './shared-generations';

export interface UserRow {
  id: number;
  email: string | null;
  username: string | null;
  first_name: string;
  last_name: string;
  password_hash: string;
  role: UserType;
  is_active: number | boolean;
  email_verified: number | boolean;
  token_version: number;
  created_at: string;
  last_activity: string | null;
}

/** The user fields a client may see: never the hash or the token version. */
export function presentUserInfo(user: UserRow): UserInfo {
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    username: user.username,
    user_type: user.role,
  };
}

export type UsersService = ReturnType<typeof createUsersService>;

/**
 * Accounts: lookup, credential check, registration and admin provisioning. `changed` is told of
 * every account created or touched (the admin statistics cache listens).
 */
export function createUsersService(
  { db, config, clock }: ServiceDeps,
  /** Raised with every change of an account's access (account-cache.ts). */
  generations: SharedGenerations,
  changed: () => void = () => undefined,
) {
  const users = () => db<UserRow>('users');

  async function findById(id: number): Promise<UserRow | undefined> {
    return users().where({ id }).first();
  }

  /**
   * `login` is a member's email or an admin's username, in any case: both are stored as their
   * login key (comparison-keys.ts) and compared byte for byte on both databases.
   */
  async function findByLogin(login: string): Promise<UserRow | undefined> {
    const key = loginKey(login);
    return users().where({ email: key }).orWhere({ username: key }).orderBy('id').first();
  }

  /**
   * Returns the user when the password matches. Unknown logins still spend a hash computation so
   * response time does not reveal which emails exist.
   */
  async function checkCredentials(login: string, password: string): Promise<UserRow | null> {
    const user = await findByLogin(login);
    if (!user) {
      await verifyPassword(password, await dummyHash());
      return null;
    }
    if (!(await verifyPassword(password, user.password_hash))) return null;
    await upgradeHash(user, password);
    return user;
  }

  /**
   * A hash made with older (weaker) parameters is replaced the first time its password is proved,
   * the only moment the password is known. Only if it is still the hash just checked, so a password
   * changed meanwhile is never overwritten; the password is the same, so sessions stay valid.
   */
  async function upgradeHash(user: UserRow, password: string): Promise<void> {
    if (!needsRehash(user.password_hash, config.passwordHashCost)) return;
    const password_hash = await hashPassword(password, config.passwordHashCost);
    await users().where({ id: user.id, password_hash: user.password_hash }).update({ password_hash });
    user.password_hash = password_hash;
  }

  let dummy: Promise<string> | undefined;
  const dummyHash = () => (dummy ??= hashPassword(DUMMY_HASH_PASSWORD, config.passwordHashCost));

  /** Creates a member; `verified` is true when email validation is off. Emails are unique in any case. */
  async function register(input: Registration, verified: boolean): Promise<UserRow> {
    const email = loginKey(input.email);
    if (await users().where({ email }).first()) throw conflict('email_taken');
    await requireStrongPassword(config, input.password, {
      pointer: '/password',
      holder: 'member',
      userInputs: [input.first_name, input.last_name, input.email],
    });
    const row = {
      email,
      username: null,
      first_name: input.first_name.trim(),
      last_name: input.last_name.trim(),
      password_hash: await hashPassword(input.password, config.passwordHashCost),
      role: 'user' as const,
      is_active: true,
      email_verified: verified,
      token_version: 0,
      created_at: isoNow(clock),
      last_activity: null,
    };
    try {
      const [id] = await users().insert(row);
      changed();
      return (await findById(Number(id)))!;
    } catch (err) {
      // Two registrations racing for one email: the unique index decides.
      if (isUniqueViolation(err)) throw conflict('email_taken');
      throw err;
    }
  }

  /**
   * Creates an admin (the username stored as its login key); a taken username is a unique
   * violation (never an overwrite).
   */
  async function createAdmin(username: string, password: string): Promise<void> {
    await users().insert({
      email: null,
      username: loginKey(username),
      first_name: 'Admin',
      last_name: username,
      password_hash: await hashPassword(password, config.passwordHashCost),
      role: 'admin',
      is_active: true,
      email_verified: true,
      token_version: 0,
      created_at: isoNow(clock),
      last_activity: null,
    });
    changed();
  }

  /** Creates an admin, or sets the password of an existing one with that username (CLI, tests). */
  async function upsertAdmin(username: string, password: string): Promise<'created' | 'updated'> {
    const existing = await users()
      .where({ username: loginKey(username) })
      .first();
    if (!existing) {
      await createAdmin(username, password);
      return 'created';
    }
    const password_hash = await hashPassword(password, config.passwordHashCost);
    await db.transaction(async (trx) => {
      await trx('users')
        .where({ id: existing.id })
        .update({ password_hash, role: 'admin', is_active: true, token_version: existing.token_version + 1 });
      await generations.raise(trx, ACCOUNTS);
    });
    return 'updated';
  }

  async function countAdmins(): Promise<number> {
    const row = await users().where({ role: 'admin' }).count<{ n: number }[]>({ n: '*' }).first();
    return Number(row?.n ?? 0);
  }

  async function touchActivity(id: number): Promise<void> {
    await users()
      .where({ id })
      .update({ last_activity: isoNow(clock) });
    changed();
  }

  return {
    findById,
    findByLogin,
    checkCredentials,
    register,
    createAdmin,
    upsertAdmin,
    countAdmins,
    touchActivity,
  };
}

export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: string } | null)?.code;
  return (
    code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}
