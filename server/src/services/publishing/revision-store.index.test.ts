// Proves the revisions of one item are found through the (kind, item_key) index of migration
// 20261125001000, not by scanning every revision: the History filter and the revert conflict
// check ask for exactly that. On the suite's database (SQLite and MySQL), by the query planner's
// own report, after enough revisions that a scan would be its choice without the index.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isMysql, type Db } from '../../db/connection';
import { REVISIONS_ITEM_INDEX } from '../../db/migrations/20261125001000-revisions-kind-key-index';
import { createTestDb } from '../../test/test-context';

// Filtered and ordered as listRevisions and the conflict check ask (newest first).
const oneItem = (db: Db) =>
  db('revisions').where({ kind: 'gospel', item_key: '2026-12-24' }).orderBy('id', 'desc').select('id');

describe('revisions (kind, item_key) index', () => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await createTestDb());
    const rows = Array.from({ length: 600 }, (_, i) => ({
      created_at: new Date(Date.UTC(2026, 10, 1) + i * 60_000),
      actor_name: 'admin',
      action: 'gospel.upload',
      kind: i % 3 === 0 ? 'playlist' : 'gospel',
      item_key: i % 3 === 0 ? String((i % 36) + 1) : `2026-12-${String((i % 28) + 1).padStart(2, '0')}`,
    }));
    await db.batchInsert('revisions', rows, 200);
    if (isMysql(db)) await db.raw('ANALYZE TABLE revisions');
    else await db.raw('ANALYZE');
  });
  afterAll(() => drop());

  it('exists on the two columns, in that order', async () => {
    const columns = isMysql(db)
      ? ((
          await db.raw(
            'SELECT column_name AS name FROM information_schema.statistics WHERE table_schema = DATABASE() AND table_name = ? AND index_name = ? ORDER BY seq_in_index',
            ['revisions', REVISIONS_ITEM_INDEX],
          )
        )[0] as { name: string }[])
      : ((await db.raw(`PRAGMA index_info(${REVISIONS_ITEM_INDEX})`)) as { name: string }[]);
    expect(columns.map((c) => c.name.toLowerCase())).toEqual(['kind', 'item_key']);
  });

  it("one item's revisions, newest first, are read through it", async () => {
    const { sql, bindings } = oneItem(db).toSQL().toNative();
    if (isMysql(db)) {
      const [plan] = (await db.raw(`EXPLAIN ${sql}`, bindings)) as [{ key: string | null; type: string }[]];
      expect(plan[0]).toMatchObject({ key: REVISIONS_ITEM_INDEX, type: 'ref' });
    } else {
      const plan = (await db.raw(`EXPLAIN QUERY PLAN ${sql}`, bindings)) as { detail: string }[];
      const details = plan.map((step) => step.detail).join('\n');
      expect(details).toMatch(new RegExp(`USING (COVERING )?INDEX ${REVISIONS_ITEM_INDEX}\\b`));
      // The index also gives the order: no sort step.
      expect(details).not.toContain('TEMP B-TREE');
    }
    expect((await oneItem(db)).length).toBeGreaterThan(0);
  });
});
