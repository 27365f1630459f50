import type { AdminUser, AdminUsersPage } from '@camino/schemas/api/admin-users';
import type { UserType } from '@camino/schemas/api/auth';
import { AppError, badRequest, conflict, message, notFound } from '../errors';
import { isMysql } from '../db/connection';
import type { AuditNote } from './audit-service';
import type { ServiceDeps } from './deps';
import { ACCOUNTS, memberGeneration, type SharedGenerations } from './shared-generations';

/** An account counts as active when it made a signed-in request within this many days. */
export const ACTIVE_USER_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

const USER_COLUMNS = [
  'id',
  'first_name',
  'last_name',
  'email',
  'username',
  'role',
  'is_active',
  'created_at',
  'last_activity',
] as const;

interface PageRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  username: string | null;
  role: UserType;
  is_active: number | boolean;
  created_at: string;
  last_activity: string | null;
}

/** What the admin users list shows of one account: never the hash or the token version. */
function presentAdminUser(row: PageRow, watched: number, volumes: number[]): AdminUser {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    username: row.username,
    user_type: row.role,
    created_at: row.created_at,
    is_active: Boolean(row.is_active),
    total_videos_watched: watched,
    volumes_accessed: volumes.length,
    volumes_list: volumes,
    last_activity: row.last_activity,
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;

/** The account a deletion removed, as the audit log and the answer name it. */
export interface DeletedUser {
  id: number;
  email: string | null;
  username: string | null;
  role: string;
}

/** A role change as the audit log, the answer and the CLI name it (`from === to`: nothing changed). */
export interface RoleChange {
  id: number;
  email: string | null;
  username: string | null;
  from: UserType;
  to: UserType;
}

interface Statistics {
  total: number;
  active: number;
  visualizations: number;
}

/**
 * The admin view of accounts: a page with each account's activity, site-wide statistics, and
 * deletion. A page costs a fixed number of queries whatever its size (no query per user), each on
 * an index: the page of users, then one grouped query over watched marks and one over notes for
 * those users; plus, at most once per CACHE_CHECK_MS, the statistics (the user counts and the
 * watched-mark count, exact COUNTs that cost tens of milliseconds with 100,000 accounts).
 */
export function createAdminUsersService({ db, clock, config }: ServiceDeps, generations: SharedGenerations) {
  // The statistics are reused for CACHE_CHECK_MS (an infinite scroll asks for them with every
  // page) and dropped at once when this server creates, touches or deletes an account or changes
  // a watched mark; changes made through another server show within CACHE_CHECK_MS. A computation
  // that started before a change is never reused (the epoch moved).
  let epoch = 0;
  let cached: { at: number; epoch: number; value: Promise<Statistics> } | null = null;

  /** Forgets the cached statistics; the services that change accounts or marks call it. */
  function forgetStatistics(): void {
    epoch += 1;
    cached = null;
  }

  function statistics(activeSince: string): Promise<Statistics> {
    const now = performance.now();
    if (cached && cached.epoch === epoch && now - cached.at < config.cacheCheckMs) return cached.value;
    // Two statements started together, so MySQL runs them on two connections at once.
    const value = Promise.all([
      userCounts(activeSince),
      db('watched_videos')
        .count<{ n: number | string }[]>({ n: '*' })
        .first()
        .then((row) => Number(row?.n ?? 0)),
    ]).then(([counts, visualizations]) => ({ ...counts, visualizations }));
    const entry = { at: now, epoch, value };
    cached = entry;
    value.catch(() => {
      if (cached === entry) cached = null;
    });
    return value;
  }

  async function listPage(offset: number, limit: number): Promise<AdminUsersPage> {
    const activeSince = new Date(clock.now().getTime() - ACTIVE_USER_DAYS * DAY_MS).toISOString();
    const stats = await statistics(activeSince);
    const rows = await pageOfUsers(offset, limit, stats.total);
    const activity = await activityOf(rows.map((r) => r.id));
    return {
      users: rows.map((row) => {
        const a = activity.get(row.id);
        return presentAdminUser(row, a?.watched ?? 0, a ? [...a.volumes].sort((x, y) => x - y) : []);
      }),
      pagination: { offset, limit, total_count: stats.total, has_more: offset + rows.length < stats.total },
      statistics: {
        total_users: stats.total,
        total_visualizations: stats.visualizations,
        active_users: stats.active,
      },
    };
  }

  /** All accounts and the active ones, in one pass over the (covering) last_activity index. */
  async function userCounts(activeSince: string): Promise<{ total: number; active: number }> {
    const row = (await db('users')
      .select({
        total: db.raw('count(*)'),
        active: db.raw('count(case when ?? >= ? then 1 end)', ['last_activity', activeSince]),
      })
      .first()) as { total: number | string; active: number | string | null } | undefined;
    return { total: Number(row?.total ?? 0), active: Number(row?.active ?? 0) };
  }

  /**
   * The page, newest first. An OFFSET costs a walk over that many index entries, so a page past
   * the middle is read from the oldest end instead (ascending, then reversed): every page costs at
   * most half the table, and the last pages of the infinite scroll cost almost nothing. `total` comes
   * from a moment earlier; an account created in between shifts the page by one, as it would
   * between two page requests anyway.
   */
  async function pageOfUsers(offset: number, limit: number, total: number): Promise<PageRow[]> {
    const ascendingOffset = Math.max(0, total - offset - limit);
    if (ascendingOffset >= offset) {
      return db('users').select<PageRow[]>(USER_COLUMNS).orderBy('id', 'desc').offset(offset).limit(limit);
    }
    const count = Math.min(limit, total - offset);
    if (count <= 0) return [];
    const rows = await db('users')
      .select<PageRow[]>(USER_COLUMNS)
      .orderBy('id', 'asc')
      .offset(ascendingOffset)
      .limit(count);
    return rows.reverse();
  }

  /** Watched count and the volumes touched (a watched mark or a note) per user, in two queries. */
  async function activityOf(ids: number[]) {
    const activity = new Map<number, { watched: number; volumes: Set<number> }>();
    if (ids.length === 0) return activity;
    const entry = (id: number) => {
      let a = activity.get(id);
      if (!a) activity.set(id, (a = { watched: 0, volumes: new Set() }));
      return a;
    };
    // Both tables' primary keys start with (user_id, volume_number), so these read only the index.
    const [watched, notes] = await Promise.all([
      db('watched_videos')
        .select('user_id', 'volume_number')
        .count<{ user_id: number; volume_number: number; n: number | string }[]>({ n: '*' })
        .whereIn('user_id', ids)
        .groupBy('user_id', 'volume_number'),
      db('notes').distinct('user_id', 'volume_number').whereIn('user_id', ids),
    ]);
    for (const row of watched) {
      const a = entry(Number(row.user_id));
      a.watched += Number(row.n);
      a.volumes.add(Number(row.volume_number));
    }
    for (const row of notes) entry(Number(row.user_id)).volumes.add(Number(row.volume_number));
    return activity;
  }

  /**
   * Deletes an account with its notes, watched marks and tokens (foreign keys cascade). An admin
   * cannot delete their own account, and the last active admin is never deleted: the check and
   * the delete share a transaction that locks the admin rows on MySQL (SQLite runs one writer).
   */
  async function deleteUser(
    id: number,
    actorId: number,
    audit?: AuditNote<DeletedUser>,
  ): Promise<DeletedUser> {
    if (id === actorId) throw badRequest(message('own_account'));
    return db.transaction(async (trx) => {
      const target = await trx('users').where({ id }).first('id', 'email', 'username', 'role');
      if (!target) throw notFound(message('user_missing', { id }));
      if (target.role === 'admin') {
        const admins = trx('users').where({ role: 'admin', is_active: true }).select('id');
        const activeAdmins = await (isMysql(db) ? admins.forUpdate() : admins);
        const othersLeft = activeAdmins.filter((a: { id: number }) => Number(a.id) !== id).length;
        if (othersLeft === 0) throw conflict('last_admin', message('last_admin_delete'));
      }
      await trx('users').where({ id }).delete();
      // Every server drops the account (and the member's data, should the id ever come back).
      await generations.raise(trx, ACCOUNTS);
      await generations.raise(trx, memberGeneration(id));
      trx.executionPromise.then(forgetStatistics, () => undefined);
      const deleted: DeletedUser = {
        id,
        email: (target.email as string | null) ?? null,
        username: (target.username as string | null) ?? null,
        role: target.role as string,
      };
      await audit?.(deleted, trx);
      return deleted;
    });
  }

  /**
   * Makes an account an admin or a member. Nobody changes their own role (`actorId`; the CLI
   * passes null), and the last active admin is never demoted: as with deletion, the check and
   * the change share a transaction that locks the admin rows on MySQL. The change raises the
   * accounts generation, so the account's cached role is dropped at once on this server and
   * within CACHE_CHECK_MS on the others; the account's sessions stay valid with the new role.
   * Setting the role an account already has changes and records nothing.
   */
  async function setRole(
    id: number,
    role: UserType,
    actorId: number | null,
    audit?: AuditNote<RoleChange>,
  ): Promise<RoleChange> {
    if (id === actorId) throw new AppError(403, 'own_role');
    return db.transaction(async (trx) => {
      const target = await trx('users').where({ id }).first('id', 'email', 'username', 'role');
      if (!target) throw notFound(message('user_missing', { id }));
      const change: RoleChange = {
        id,
        email: (target.email as string | null) ?? null,
        username: (target.username as string | null) ?? null,
        from: target.role as UserType,
        to: role,
      };
      if (change.from === role) return change;
      if (change.from === 'admin') {
        const admins = trx('users').where({ role: 'admin', is_active: true }).select('id');
        const activeAdmins = await (isMysql(db) ? admins.forUpdate() : admins);
        const othersLeft = activeAdmins.filter((a: { id: number }) => Number(a.id) !== id).length;
        if (othersLeft === 0) throw conflict('last_admin');
      }
      await trx('users').where({ id }).update({ role });
      await generations.raise(trx, ACCOUNTS);
      await audit?.(change, trx);
      return change;
    });
  }

  return { listPage, deleteUser, setRole, forgetStatistics };
}
