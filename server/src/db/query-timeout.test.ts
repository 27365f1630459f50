// Proves every statement is bounded: on MySQL each pooled connection carries the server-side
// limits, a statement past its time fails as a timeout (answered 503 by the error handler) and the
// pool goes on working; on SQLite the lock wait is the configured one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createTestDb, TEST_DB } from '../test/test-context';
import { createDb } from './connection';
import { isQueryTimeout } from './query-timeout';

/** A statement that takes seconds on any MySQL: a triple cross join of a system table. */
const SLOW_SQL =
  'SELECT COUNT(*) AS n FROM information_schema.columns a, information_schema.columns b, information_schema.columns c';

describe.runIf(TEST_DB === 'mysql')('statement time limits (MySQL)', () => {
  it('sets the server-side limits on each connection: 90 % of the deadline, lock waits a second less', async () => {
    const { databaseUrl, drop } = await createTestDb();
    const db = createDb({ databaseUrl, dataDir: '.', dbTimeouts: { queryMs: 4000 } });
    try {
      const [rows] = await db.raw(
        'SELECT @@max_statement_time AS mst, @@innodb_lock_wait_timeout AS lock_wait',
      );
      const row = (rows as Array<{ mst: string | number; lock_wait: number }>)[0]!;
      expect(Number(row.mst)).toBe(3.6);
      expect(Number(row.lock_wait)).toBe(3);
    } finally {
      await db.destroy();
      await drop();
    }
  });

  it('fails a statement past its deadline as a timeout, and the pool keeps serving', async () => {
    const { databaseUrl, drop } = await createTestDb();
    const db = createDb({ databaseUrl, dataDir: '.', dbTimeouts: { queryMs: 300 } });
    try {
      const err = await db.raw(SLOW_SQL).then(
        () => null,
        (e: unknown) => e,
      );
      expect(isQueryTimeout(err)).toBe(true);
      const [rows] = await db.raw('SELECT 1 AS one');
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await db.destroy();
      await drop();
    }
  });

  it('never cuts a schema change (migrations): an ALTER copying a table outlasts the deadline', async () => {
    const { databaseUrl, drop } = await createTestDb();
    const unbounded = createDb({ databaseUrl, dataDir: '.', dbTimeouts: { queryMs: 0 } });
    const db = createDb({ databaseUrl, dataDir: '.', dbTimeouts: { queryMs: 300 } });
    try {
      await unbounded.raw('CREATE TABLE big (a int)');
      await unbounded.raw('INSERT INTO big VALUES (1),(2),(3),(4),(5),(6),(7),(8)');
      await unbounded.raw('INSERT INTO big SELECT a.a FROM big a, big b, big c, big d, big e, big f');
      // Seconds of work (a full copy of 262,152 rows), where any other statement gets 300 ms.
      await db.raw("ALTER TABLE big ADD COLUMN b varchar(20) DEFAULT 'x', ALGORITHM=COPY");
      expect(await db.schema.hasColumn('big', 'b')).toBe(true);
    } finally {
      await unbounded.destroy();
      await db.destroy();
      await drop();
    }
  });

  it('leaves statements unbounded with queryMs 0 (migrations)', async () => {
    const { databaseUrl, drop } = await createTestDb();
    const db = createDb({ databaseUrl, dataDir: '.', dbTimeouts: { queryMs: 0 } });
    try {
      const [rows] = await db.raw('SELECT @@max_statement_time AS mst');
      expect(Number((rows as Array<{ mst: string | number }>)[0]!.mst)).toBe(0);
    } finally {
      await db.destroy();
      await drop();
    }
  });
});

describe.runIf(TEST_DB === 'sqlite')('lock wait (SQLite)', () => {
  it('gives up on a lock another process holds after SQLITE_BUSY_TIMEOUT_MS, as SQLITE_BUSY (503)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'camino-busy-'));
    const db = createDb({ dataDir: dir, dbTimeouts: { sqliteBusyMs: 250 } });
    const other = new Database(path.join(dir, 'camino.sqlite'));
    try {
      const rows = (await db.raw('PRAGMA busy_timeout')) as Array<Record<string, number>>;
      expect(Object.values(rows[0]!)[0]).toBe(250);
      await db.schema.createTable('t', (t) => t.integer('n'));
      other.exec('BEGIN IMMEDIATE');
      await expect(db('t').insert({ n: 1 })).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
      other.exec('ROLLBACK');
      await db('t').insert({ n: 1 });
    } finally {
      other.close();
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
