// Proves the one migration set builds and removes the whole schema on this suite's database, and
// that the hand-written list is exactly the migrations folder, in name (= time) order.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../test/test-context';
import type { Db } from './connection';
import { MIGRATION_NAMES, migrateDownAll, migrateLatest } from './migration-source';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

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
  'rate_limits',
  'reading_positions',
  'cache_generations',
];

describe('the migration list', () => {
  it('names every file of the migrations folder, in order, and nothing else', () => {
    const onDisk = readdirSync(MIGRATIONS_DIR)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => file.replace(/\.ts$/, ''))
      .sort();
    expect(MIGRATION_NAMES).toEqual(onDisk);
  });
});

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
