import type { Knex } from 'knex';
import { conflict, message, notFound } from '../../../errors';
import { isMysql } from '../../../db/connection';

/**
 * Takes the write lock of one volume's content for the rest of `trx`; call it first in the
 * transaction. Uploads of the same volume are thereby serialized across every server sharing the
 * database: the second waits for the first to commit and then sees its content, so a volume never
 * holds a mix of two uploads.
 *
 * - MySQL: `SELECT … FOR UPDATE` on the volume's row. The row lock lives in the database, so it
 *   holds across any number of server processes (an in-process mutex would not), and it is
 *   released by commit or rollback, so a crashed request cannot leave a stale lock behind (an
 *   `upload_locks` row could). A wait longer than `innodb_lock_wait_timeout` becomes a 409.
 * - SQLite: a no-op UPDATE of the row as the transaction's first statement takes SQLite's single
 *   writer lock at once. Taking it before any read also avoids the SQLITE_BUSY a deferred
 *   transaction gets when it upgrades from reading to writing after another writer committed.
 *
 * 404 when the volume does not exist.
 */
export async function lockVolume(trx: Knex.Transaction, volume: number): Promise<void> {
  if (isMysql(trx)) {
    const row = await trx('volumes').where({ volume_number: volume }).forUpdate().first('volume_number');
    if (!row) throw notFound(message('volume_not_found', { volume }));
    return;
  }
  const touched = await trx('volumes')
    .where({ volume_number: volume })
    .update({ is_available: trx.ref('is_available') });
  if (touched === 0) throw notFound(message('volume_not_found', { volume }));
}

/** MySQL lock wait timeout and deadlock, SQLite busy: another writer of the volume held on too long. */
const LOCK_ERRORS = new Set([
  'ER_LOCK_WAIT_TIMEOUT',
  'ER_LOCK_DEADLOCK',
  'SQLITE_BUSY',
  'SQLITE_BUSY_SNAPSHOT',
]);

/** Runs `work` in a transaction holding the volume's lock; lock timeouts answer 409. */
export async function withVolumeLock<T>(
  db: Knex,
  volume: number,
  work: (trx: Knex.Transaction) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(async (trx) => {
      await lockVolume(trx, volume);
      return work(trx);
    });
  } catch (err) {
    const code = (err as { code?: string } | null)?.code;
    if (code && LOCK_ERRORS.has(code)) {
      throw conflict('conflict', message('volume_busy', { volume }));
    }
    throw err;
  }
}
