import type { Knex } from 'knex';
import { isMysql } from './connection';
import { withMysqlNamedLock } from './mysql-named-lock';
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
import * as createCacheGenerations from './migrations/20261122001300-create-cache-generations';
import * as insertContentGeneration from './migrations/20261122001400-insert-content-generation';
import * as insertAccountAndMemberGenerations from './migrations/20261122001500-insert-account-and-member-generations';
import * as createRateLimits from './migrations/20261123001100-create-rate-limits';
import * as loginAndTitleKeys from './migrations/20261123003100-login-and-title-keys';
import * as createScriptureReferences from './migrations/20261123004100-create-scripture-references';
import * as chapterIdentity from './migrations/20261123005100-chapter-identity';
import * as createRevisions from './migrations/20261124001000-create-revisions';
import * as revisionHashIndexes from './migrations/20261124001100-revision-hash-indexes';
import * as revisionsKindKeyIndex from './migrations/20261125001000-revisions-kind-key-index';
import * as noteVersions from './migrations/20261127002000-note-versions';
import * as createContentTranslations from './migrations/20261127003000-create-content-translations';
import * as createReadingPaths from './migrations/20261128110000-create-reading-paths';
import * as createReminderPreferences from './migrations/20261128120000-create-reminder-preferences';
import * as createPushSubscriptions from './migrations/20261128120100-create-push-subscriptions';
import * as createReminderSends from './migrations/20261128120200-create-reminder-sends';
import * as createServerKeys from './migrations/20261128120300-create-server-keys';

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
  ['20261122001300-create-cache-generations', createCacheGenerations],
  ['20261122001400-insert-content-generation', insertContentGeneration],
  ['20261122001500-insert-account-and-member-generations', insertAccountAndMemberGenerations],
  ['20261123001100-create-rate-limits', createRateLimits],
  ['20261123003100-login-and-title-keys', loginAndTitleKeys],
  ['20261123004100-create-scripture-references', createScriptureReferences],
  ['20261123005100-chapter-identity', chapterIdentity],
  ['20261124001000-create-revisions', createRevisions],
  ['20261124001100-revision-hash-indexes', revisionHashIndexes],
  ['20261125001000-revisions-kind-key-index', revisionsKindKeyIndex],
  ['20261127002000-note-versions', noteVersions],
  ['20261127003000-create-content-translations', createContentTranslations],
  ['20261128110000-create-reading-paths', createReadingPaths],
  ['20261128120000-create-reminder-preferences', createReminderPreferences],
  ['20261128120100-create-push-subscriptions', createPushSubscriptions],
  ['20261128120200-create-reminder-sends', createReminderSends],
  ['20261128120300-create-server-keys', createServerKeys],
];

/** The listed migrations' names, in the order they run (a test compares them with the folder). */
export const MIGRATION_NAMES: readonly string[] = migrations.map(([name]) => name);

const source: Knex.MigrationSource<[string, Migration]> = {
  getMigrations: async () => migrations,
  getMigrationName: ([name]) => name,
  getMigration: async ([, migration]) => migration,
};

/** How long a server waits for another one that is migrating the same database at start-up. */
const LOCK_WAIT_SECONDS = 60;

/**
 * Brings the schema up to date. Several servers may start at once against one MySQL database:
 * knex's own lock table cannot arbitrate that, because two servers creating it together may each
 * insert its row, and with two rows knex reports "already locked" forever. So servers take turns
 * under a MySQL named lock; whoever holds it is the only one migrating, which also makes any lock
 * left by a migrator that died safe to clear.
 */
export async function migrateLatest(db: Knex): Promise<void> {
  if (!isMysql(db)) {
    await db.migrate.latest({ migrationSource: source });
    return;
  }
  await withMysqlNamedLock(db, 'camino_migrations', LOCK_WAIT_SECONDS, async () => {
    await db.migrate.forceFreeMigrationsLock({ migrationSource: source });
    await db.migrate.latest({ migrationSource: source });
  });
}

/** Undoes every migration (used by the migration test). */
export async function migrateDownAll(db: Knex): Promise<void> {
  await db.migrate.rollback({ migrationSource: source }, true);
}
