// Proves the write-ahead log is copied into the SQLite file by the worker thread's checkpoint
// (the writer's own automatic checkpoints are off, so nothing else does it).
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from './connection';
import { startWalCheckpointer } from './wal-checkpointer';

describe('WAL checkpoints off the event loop (SQLite)', () => {
  let dir: string;
  let db: Db;
  let file: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'camino-wal-'));
    file = path.join(dir, 'camino.sqlite');
    db = createDb({ dataDir: dir });
  });
  afterAll(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('copies a large commit from the log into the file from its worker thread', async () => {
    await db.schema.createTable('blobs', (t) => {
      t.increments('id');
      t.text('body');
    });
    const body = 'x'.repeat(1024 * 1024);
    await db.transaction(async (trx) => {
      for (let i = 0; i < 6; i++) await trx('blobs').insert({ body });
    });
    // The writer never checkpoints by itself (that would block the event loop after this commit).
    expect(await db.raw('PRAGMA wal_autocheckpoint')).toEqual([{ wal_autocheckpoint: 0 }]);

    const checkpointer = startWalCheckpointer(db, file);
    try {
      await checkpointer.checkpoint();
    } finally {
      await checkpointer.close();
    }
    expect(statSync(file).size).toBeGreaterThan(6 * 1024 * 1024);
    const [row] = (await db('blobs').count({ n: '*' })) as Array<{ n: number }>;
    expect(Number(row!.n)).toBe(6);
  });
});
