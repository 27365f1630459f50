// Servers started together against one MySQL database must all come up: knex's lock table alone
// lets two of them insert its row twice, after which every migration reports "already locked".
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDb, TEST_DB } from '../test/test-context';
import { createDb, type Db } from './connection';
import { migrateDownAll, migrateLatest } from './migration-source';

const SERVERS = 6;

describe.runIf(TEST_DB === 'mysql')('migrations with several servers on one MySQL database', () => {
  let cleanup: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const step of cleanup.reverse()) await step();
    cleanup = [];
  });

  /** An empty database (knex's own tables gone too) and a connection per would-be server. */
  async function emptyDatabase(): Promise<{ db: Db; servers: Db[] }> {
    const { db, databaseUrl, drop } = await createTestDb();
    cleanup.push(drop);
    await migrateDownAll(db);
    await db.schema.dropTable('knex_migrations').dropTable('knex_migrations_lock');
    const servers = Array.from({ length: SERVERS }, () => {
      const server = createDb({ databaseUrl, dataDir: '' });
      cleanup.push(() => server.destroy());
      return server;
    });
    return { db, servers };
  }

  it('lets every server starting at once finish with the schema migrated exactly once', async () => {
    for (let round = 0; round < 3; round++) {
      const { db, servers } = await emptyDatabase();
      await Promise.all(servers.map((server) => migrateLatest(server)));
      const applied = await db('knex_migrations').count({ n: '*' }).first();
      const distinct = await db('knex_migrations').countDistinct({ n: 'name' }).first();
      expect(Number(applied?.n)).toBe(Number(distinct?.n));
      expect(await db('knex_migrations_lock').select('is_locked')).toEqual([{ is_locked: 0 }]);
      expect(await db.schema.hasTable('cache_generations')).toBe(true);
    }
  }, 60_000);

  it('clears a lock left behind by a migrator that died', async () => {
    const { db, servers } = await emptyDatabase();
    await migrateLatest(servers[0]!);
    await migrateDownAll(db);
    await db('knex_migrations_lock').update({ is_locked: 1 });
    await db('knex_migrations_lock').insert({ is_locked: 1 });
    await migrateLatest(servers[1]!);
    expect(await db.schema.hasTable('users')).toBe(true);
    expect(await db('knex_migrations_lock').select('is_locked')).toEqual([{ is_locked: 0 }]);
  }, 30_000);
});
