import type { Knex } from 'knex';
import type { Db } from '../db/connection';
import type { AuditNote } from './audit-service';

/** The one counter every admin content write raises (see the cache_generations migration). */
const CONTENT = 'content';

export type ContentVersion = ReturnType<typeof createContentVersion>;

/**
 * The generation of the site's public content (volumes, playlists, chapters, themes, gospel,
 * settings). Every admin write raises it in its own transaction, so the raise commits or rolls
 * back with the content; each server reads it (one primary-key row) to learn that another server
 * changed something, and this server's caches hear of its own writes at once, after the commit.
 */
export function createContentVersion(db: Db) {
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };

  /** The current generation (0 before the first write). */
  async function read(): Promise<number> {
    const row = await db('cache_generations').where({ name: CONTENT }).first('generation');
    return Number(row?.generation ?? 0);
  }

  /**
   * Raises the generation as part of `trx` (call it inside the write's transaction). This server's
   * listeners run once `trx` has committed; a rollback raises nothing and tells no one.
   */
  async function bump(trx: Knex.Transaction): Promise<void> {
    // The row is inserted by a migration, so this never races to create it.
    await trx('cache_generations').where({ name: CONTENT }).increment('generation', 1);
    trx.executionPromise.then(notify, () => undefined);
  }

  /** Runs `work` in a transaction that also raises the generation and writes `audit`'s row. */
  function write<T>(work: (trx: Knex.Transaction) => Promise<T>, audit?: AuditNote<T>): Promise<T> {
    return db.transaction(async (trx) => {
      const result = await work(trx);
      await audit?.(result, trx);
      await bump(trx);
      return result;
    });
  }

  /** Calls `listener` after each committed write made through this server. */
  function onLocalWrite(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  return { read, bump, write, onLocalWrite };
}
