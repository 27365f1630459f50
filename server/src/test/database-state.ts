import type { Knex } from 'knex';
import { isMysql } from '../db/connection';

/**
 * Columns any signed-in request writes (the account's last activity): bookkeeping of the
 * request, not the change, so a dry run's comparison leaves them out.
 */
const REQUEST_BOOKKEEPING: Record<string, string[]> = { users: ['last_activity'] };

/** What the snapshot needs of a running server: its database and its background work. */
export interface SettledServer {
  db: Knex;
  services: { scripture: { ensureFresh(): Promise<void> } };
}

/**
 * Every table's rows (sorted, so the comparison ignores storage order): what a dry run must
 * leave exactly as it found it. For tests of the dry run (this folder's and the kinds'). An
 * earlier real upload's Bible references are parsed in the background after its commit: the
 * snapshot waits for them, so a row that work writes is not taken for the dry run's.
 */
export async function databaseState({ db, services }: SettledServer): Promise<Record<string, string[]>> {
  await services.scripture.ensureFresh();
  const tables = isMysql(db)
    ? ((await db('information_schema.tables')
        .whereRaw('table_schema = database()')
        .select({ name: 'table_name' })) as { name: string }[])
    : ((await db('sqlite_master')
        .where({ type: 'table' })
        .whereNot('name', 'like', 'sqlite_%')
        .select('name')) as { name: string }[]);
  const state: Record<string, string[]> = {};
  for (const { name } of tables.sort((a, b) => a.name.localeCompare(b.name))) {
    const rows = (await db(name).select('*')) as Record<string, unknown>[];
    const skip = REQUEST_BOOKKEEPING[name] ?? [];
    state[name] = rows
      .map((row) =>
        JSON.stringify(Object.fromEntries(Object.entries(row).filter(([k]) => !skip.includes(k)))),
      )
      .sort();
  }
  return state;
}
