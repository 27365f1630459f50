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
 * Takes the member's turn for the rest of `trx`: on MySQL every write of one member's own data
 * (notes, watched marks, last chapter) starts with `SELECT … FOR UPDATE` on the member's `users`
 * row (issued tokens take it too), so two devices of one member take turns instead of racing (a
 * note cap counted twice, a mark inserted twice, a note version read twice) and, each taking the
 * same row first, cannot deadlock on InnoDB's gap locks further on. 401 invalid_token when the
 * account no longer exists. SQLite needs nothing: this server's one writer connection runs one
 * transaction at a time (db/connection.ts), and another process's write lock is SQLITE_BUSY,
 * retried below.
 */
async function lockMember(trx: Knex.Transaction, userId: number): Promise<void> {
  if (!isMysql(trx)) return;
  const row = await trx('users').where({ id: userId }).forUpdate().first('id');
  if (!row) throw unauthenticated('invalid_token');
}

/**
 * How many times one member write is tried. Deadlocks between members are InnoDB's gap locks on
 * the member tables' shared indexes (each member holds only its own row first): 40 members writing
 * three things at once met two in a row on 1 write in 120, about every other run; a third and a
 * fourth try, after a short random pause, let the heavier transaction finish first.
 */
export const MEMBER_WRITE_ATTEMPTS = 4;
const RETRY_PAUSE_MS = 20;

const pause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * RETRY_PAUSE_MS * attempt));

/**
 * Runs one member write in a transaction that holds the member's turn (above). A deadlock, lock
 * wait timeout or SQLITE_BUSY rolls it back and runs `work` again from the start (it must only
 * touch the database), up to MEMBER_WRITE_ATTEMPTS times; past that it answers 409 conflict
 * ("try again"), never a 500.
 */
export async function memberTransaction<T>(
  db: Db,
  userId: number,
  work: (trx: Knex.Transaction) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (trx) => {
        await lockMember(trx, userId);
        return work(trx);
      });
    } catch (err) {
      if (!isLockConflict(err)) throw err;
      if (attempt === MEMBER_WRITE_ATTEMPTS) throw conflict('conflict');
      await pause(attempt);
    }
  }
}
