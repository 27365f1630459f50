import type { Knex } from 'knex';
import * as createUsers from './migrations/20261122000100-create-users';
import * as createSettings from './migrations/20261122000200-create-settings';
import * as createVolumesAndPlaylists from './migrations/20261122000300-create-volumes-and-playlists';
import * as createChapterFiles from './migrations/20261122000400-create-chapter-files';
import * as createMemberData from './migrations/20261122000500-create-member-data';
import * as createThemes from './migrations/20261122000600-create-themes';
import * as createGospel from './migrations/20261122000700-create-gospel';
import * as createAuditLog from './migrations/20261122000800-create-audit-log';
import * as createThrottleCounters from './migrations/20261122000900-create-throttle-counters';
import * as createReadingPositions from './migrations/20261122001200-create-reading-positions';

type Migration = { up: (knex: Knex) => Promise<void>; down: (knex: Knex) => Promise<void> };

/**
 * Migrations are listed explicitly (in order) rather than discovered on disk, so they run the same
 * under tsx, a bundler or a test runner. Append new ones; never edit a landed one.
 */
const migrations: Array<[string, Migration]> = [
  ['20261122000100-create-users', createUsers],
  ['20261122000200-create-settings', createSettings],
  ['20261122000300-create-volumes-and-playlists', createVolumesAndPlaylists],
  ['20261122000400-create-chapter-files', createChapterFiles],
  ['20261122000500-create-member-data', createMemberData],
  ['20261122000600-create-themes', createThemes],
  ['20261122000700-create-gospel', createGospel],
  ['20261122000800-create-audit-log', createAuditLog],
  ['20261122000900-create-throttle-counters', createThrottleCounters],
  ['20261122001200-create-reading-positions', createReadingPositions],
];

const source: Knex.MigrationSource<[string, Migration]> = {
  getMigrations: async () => migrations,
  getMigrationName: ([name]) => name,
  getMigration: async ([, migration]) => migration,
};

/** How long a server waits for another one that is migrating the same database at start-up. */
const LOCK_WAIT_MS = 60_000;

/**
 * Brings the schema up to date. Several servers may start at once against one empty MySQL
 * database: knex lets one migrate and refuses the others (or they race to create its own tables),
 * so those wait and try again until the schema is current.
 */
export async function migrateLatest(db: Knex): Promise<void> {
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      await db.migrate.latest({ migrationSource: source });
      return;
    } catch (err) {
      if (!isConcurrentMigration(err) || Date.now() > deadline) throw err;
      await new Promise((resolve) => setTimeout(resolve, 250 + Math.random() * 250));
    }
  }
}

function isConcurrentMigration(err: unknown): boolean {
  const e = err as { name?: string; code?: string } | null;
  return (
    e?.name === 'MigrationLocked' ||
    e?.code === 'ER_TABLE_EXISTS_ERROR' ||
    e?.code === 'ER_DUP_ENTRY' ||
    e?.code === 'ER_LOCK_DEADLOCK'
  );
}

/** Undoes every migration (used by the migration test). */
export async function migrateDownAll(db: Knex): Promise<void> {
  await db.migrate.rollback({ migrationSource: source }, true);
}
