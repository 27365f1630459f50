// Proves the one migration set builds and removes the whole schema on this suite's database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../test/test-context';
import type { Db } from './connection';
import { migrateDownAll, migrateLatest } from './migration-source';

const TABLES = [
  'users',
  'auth_tokens',
  'settings',
  'volumes',
  'playlists',
  'videos',
  'chapter_files',
  'watched_videos',
  'notes',
  'themes',
  'gospel_entries',
  'gospel_views',
  'audit_log',
  'throttle_counters',
  'reading_positions',
  'cache_generations',
];

describe('migrations', () => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await createTestDb());
  });
  afterAll(() => drop());

  const existing = async () => {
    const found: string[] = [];
    for (const table of TABLES) if (await db.schema.hasTable(table)) found.push(table);
    return found;
  };

  it('creates every table', async () => {
    expect(await existing()).toEqual(TABLES);
  });

  it('rolls everything back and applies again', async () => {
    await migrateDownAll(db);
    expect(await existing()).toEqual([]);
    await migrateLatest(db);
    expect(await existing()).toEqual(TABLES);
  });

  it('is idempotent', async () => {
    await migrateLatest(db);
    expect(await existing()).toEqual(TABLES);
  });
});
