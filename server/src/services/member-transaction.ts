import type { Knex } from 'knex';
import { isMysql, type Db } from '../db/connection';
import { conflict, unauthenticated } from '../errors';

/** MySQL deadlock and lock wait timeout, SQLite busy: a write that met another writer, not a fault. */
const LOCK_CONFLICTS = new Set([
  'ER_LOCK_DEADLOCK',
  'ER_LOCK_WAIT_TIMEOUT',
  'SQLITE_BUSY',
  'SQLITE_BUSY_SNAPSHOT',
]);

const isLockConflict = (err: unknown): boolean => {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && LOCK_CONFLICTS.has(code);
};

/**
 * Takes the member's turn for the rest of `trx`: every write of one member's own data (notes,
 * watched marks, last chapter) starts here, so two devices of one member take turns instead of
 * racing (a note cap counted twice, a mark inserted twice, a note version read twice) and, since
 * each takes the same row first, cannot deadlock on MySQL's gap locks further on.
 *
 * - MySQL: `SELECT … FOR UPDATE` on the member's `users` row (issue-token writes take it too).
 * - SQLite: a no-op UPDATE of that row as the first statement takes the single writer lock at
 *   once, before any read, so the transaction never has to upgrade (SQLITE_BUSY).
 *
 * 401 invalid_token when the account no longer exists.
 */
async function lockMember(trx: Knex.Transaction, userId: number): Promise<void> {
  const found = isMysql(trx)
    ? Boolean(await trx('users').where({ id: userId }).forUpdate().first('id'))
    : (await trx('users')
        .where({ id: userId })
        .update({ role: trx.ref('role') })) > 0;
  if (!found) throw unauthenticated('invalid_token');
}

/**
 * Runs one member write in a transaction that holds the member's turn (above). A deadlock, lock
 * wait timeout or SQLITE_BUSY rolls it back and runs `work` once more from the start (it must
 * only touch the database); a second one answers 409 conflict ("try again"), never a 500.
 */
export async function memberTransaction<T>(
  db: Db,
  userId: number,
  work: (trx: Knex.Transaction) => Promise<T>,
): Promise<T> {
  const attempt = () =>
    db.transaction(async (trx) => {
      await lockMember(trx, userId);
      return work(trx);
    });
  try {
    return await attempt();
  } catch (err) {
    if (!isLockConflict(err)) throw err;
  }
  try {
    return await attempt();
  } catch (err) {
    if (isLockConflict(err)) throw conflict('conflict');
    throw err;
  }
}
