import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import knex, { type Knex } from 'knex';
import pino, { type Logger } from 'pino';
import supertest from 'supertest';
import { createApp } from '../app';
import type { Config } from '../config';
import { createDb, type Db } from '../db/connection';
import { migrateLatest } from '../db/migration-source';
import { seedDemoIfEmpty } from '../setup/seed-demo';
import { systemClock, type Clock } from '../lib/clock';

/** Which database this run of the server suite uses (set per vitest project). */
export const TEST_DB = (process.env.CAMINO_TEST_DB ?? 'sqlite') as 'sqlite' | 'mysql';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    nodeEnv: 'test',
    databaseUrl: undefined,
    dataDir: tmpdir(),
    jwtSecret: randomBytes(32).toString('hex'),
    jwtExpiresIn: '1h',
    adminUsername: undefined,
    adminPassword: undefined,
    publicUrl: 'http://localhost:3000',
    logLevel: 'silent',
    trustProxy: 0,
    bibleLookupUrl: 'https://www.biblegateway.com/passage/?version=RVR1960&search=',
    // Cheap hashes keep the suite fast; production uses 2^15.
    passwordHashCost: 2 ** 10,
    smtpUrl: undefined,
    mailFrom: 'Camino <no-reply@camino.test>',
    exposeResetToken: false,
    cacheMaxBytes: 32 * 1024 * 1024,
    cacheCheckMs: 1000,
    ...overrides,
  };
}

/**
 * The worker's templates, kept on globalThis: a test file that mocks modules loads this module
 * again (vitest-shared-worker-setup.ts), and should not make (and leave) a template of its own.
 */
const templates = ((
  globalThis as { __caminoTestTemplates?: { sqlite?: Promise<string>; mysql?: Promise<string> } }
).__caminoTestTemplates ??= {});

/**
 * A SQLite file migrated once per test worker (a worker runs many files one after another): each
 * test database starts as a copy of it, which costs a file copy instead of every migration. The
 * copy is as fresh as a newly migrated file; the migrations themselves are tested on their own
 * (db/migration-source.test.ts).
 */
function migratedSqliteTemplate(): Promise<string> {
  templates.sqlite ??= (async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'camino-template-'));
    const db = createDb({ dataDir: dir });
    await migrateLatest(db);
    // Moves everything into the main file, so copying that one file copies the whole database.
    await db.raw('PRAGMA wal_checkpoint(TRUNCATE)');
    await db.destroy();
    const file = path.join(dir, 'camino.sqlite');
    const wal = `${file}-wal`;
    if (existsSync(wal) && statSync(wal).size > 0) throw new Error(`template database left a log: ${wal}`);
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    return file;
  })();
  return templates.sqlite;
}

/** A MySQL database migrated once per test worker, which each test database is cloned from. */
function migratedMysqlTemplate(rootUrl: string): Promise<string> {
  templates.mysql ??= (async () => {
    const name = `camino_tpl_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = knex({ client: 'mysql2', connection: rootUrl, pool: { min: 0, max: 1 } });
    await dropStaleTemplates(admin);
    await admin.raw('CREATE DATABASE ?? CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci', [name]);
    await admin.destroy();
    const url = new URL(rootUrl);
    url.pathname = `/${name}`;
    const db = createDb({ databaseUrl: url.toString(), dataDir: tmpdir() });
    await migrateLatest(db);
    await db.destroy();
    return name;
  })();
  return templates.mysql;
}

/**
 * A worker is ended without a chance to drop its template, so each new one drops the templates
 * made over two hours ago (no run lasts that long); those of runs still going are kept.
 */
async function dropStaleTemplates(admin: Knex): Promise<void> {
  const [rows] = (await admin.raw(
    "SELECT table_schema AS name FROM information_schema.tables WHERE table_schema LIKE 'camino\\_tpl\\_%' " +
      'GROUP BY table_schema HAVING MIN(create_time) < NOW() - INTERVAL 2 HOUR',
  )) as [Array<{ name: string }>];
  for (const { name } of rows) await admin.raw('DROP DATABASE IF EXISTS ??', [name]);
}

/**
 * Copies every table of `from` (definition with its keys and foreign keys, and rows) into the
 * empty database `to`: what migrating `to` would give, for a few statements per table instead
 * of every migration's.
 */
async function cloneDatabase(admin: Knex, from: string, to: string): Promise<void> {
  // One connection throughout: USE and FOREIGN_KEY_CHECKS are per connection.
  await admin.transaction(async (trx) => {
    const [tables] = (await trx.raw(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = ? AND table_type = 'BASE TABLE'",
      [from],
    )) as [Array<{ name: string }>];
    await trx.raw('USE ??', [to]);
    await trx.raw('SET FOREIGN_KEY_CHECKS = 0');
    for (const { name } of tables) {
      const [[created]] = (await trx.raw('SHOW CREATE TABLE ??.??', [from, name])) as [
        Array<{ 'Create Table': string }>,
      ];
      await trx.raw(created!['Create Table']);
      await trx.raw('INSERT INTO ?? SELECT * FROM ??.??', [name, from, name]);
    }
    await trx.raw('SET FOREIGN_KEY_CHECKS = 1');
  });
}

/**
 * A fresh, migrated database of the suite's kind: a temporary SQLite file, or a MySQL database
 * of its own (created on TEST_MYSQL_URL's server) so test files can run in parallel.
 */
export async function createTestDb(): Promise<{ db: Db; databaseUrl?: string; drop: () => Promise<void> }> {
  if (TEST_DB === 'mysql') {
    const rootUrl = process.env.TEST_MYSQL_URL;
    if (!rootUrl) throw new Error('CAMINO_TEST_DB=mysql needs TEST_MYSQL_URL');
    const name = `camino_t_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = knex({ client: 'mysql2', connection: rootUrl, pool: { min: 0, max: 1 } });
    await admin.raw('CREATE DATABASE ?? CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci', [name]);
    const url = new URL(rootUrl);
    url.pathname = `/${name}`;
    await cloneDatabase(admin, await migratedMysqlTemplate(rootUrl), name);
    const db = createDb({ databaseUrl: url.toString(), dataDir: tmpdir() });
    return {
      db,
      databaseUrl: url.toString(),
      drop: async () => {
        await db.destroy();
        await admin.raw('DROP DATABASE IF EXISTS ??', [name]);
        await admin.destroy();
      },
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'camino-test-'));
  copyFileSync(await migratedSqliteTemplate(), path.join(dir, 'camino.sqlite'));
  const db = createDb({ dataDir: dir });
  return {
    db,
    drop: async () => {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface TestContextOptions {
  seed?: boolean;
  clock?: Clock;
  config?: Partial<Config>;
  /** Where the app logs (silent by default). */
  logger?: Logger;
}

/** The real app on a real database, plus helpers to make accounts and sign in. */
export async function createTestContext(options: TestContextOptions = {}) {
  const { db, databaseUrl, drop } = await createTestDb();
  const clock = options.clock ?? systemClock;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'camino-data-'));
  const config = testConfig({ databaseUrl, dataDir, ...options.config });
  if (options.seed) await seedDemoIfEmpty(db, config, clock);
  const { app, services, cache } = createApp({
    config,
    db,
    logger: options.logger ?? pino({ level: 'silent' }),
    clock,
  });
  const request = supertest(app);

  let counter = 0;
  /** Registers a verified member and returns their token. */
  async function member(fields: { email?: string; password?: string; first_name?: string } = {}) {
    counter += 1;
    const email = fields.email ?? `member${counter}-${randomBytes(3).toString('hex')}@example.com`;
    const password = fields.password ?? 'secret123';
    const user = await services.users.register(
      { first_name: fields.first_name ?? 'Ana', last_name: 'García', email, password },
      true,
    );
    const res = await request.post('/api/login').send({ username: email, password }).expect(200);
    return { user, email, password, token: res.body.access_token as string };
  }

  /** Creates an admin and returns their token. */
  async function admin(username = `admin${++counter}`, password = 'admin-pass-1') {
    await services.users.upsertAdmin(username, password);
    const res = await request.post('/api/login').send({ username, password }).expect(200);
    return { username, password, token: res.body.access_token as string };
  }

  const close = async () => {
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  };

  return { app, db, services, cache, config, clock, request, member, admin, close };
}

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
