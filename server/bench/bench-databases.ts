// What the upload benches share: the databases they run on (a fresh SQLite folder, then a fresh
// MySQL database when a URL is given) and a Camino server on each with a signed-in admin.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import knex from 'knex';
import pino from 'pino';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDb, type Db } from '../src/db/connection';
import { migrateLatest } from '../src/db/migration-source';
import { listen } from '../src/http/listen';
import { systemClock } from '../src/lib/clock';
import { seedDemoIfEmpty } from '../src/setup/seed-demo';

export type BenchRun = (label: 'SQLite' | 'MySQL', db: Db, env: NodeJS.ProcessEnv) => Promise<void>;

/**
 * Runs `run` on a fresh SQLite database, then on a fresh MySQL database when BENCH_MYSQL_URL or
 * TEST_MYSQL_URL is set; each is removed afterwards. `run` owns the Db it is given (destroys it).
 */
export async function onEachDatabase(tmpPrefix: string, run: BenchRun): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), tmpPrefix));
  try {
    await run('SQLite', createDb({ dataDir: dir }), { DATA_DIR: dir });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  const mysqlUrl = process.env.BENCH_MYSQL_URL || process.env.TEST_MYSQL_URL;
  if (!mysqlUrl) {
    console.log('MySQL   skipped (set BENCH_MYSQL_URL or TEST_MYSQL_URL to measure it too)');
    return;
  }
  const name = `camino_bench_${randomBytes(4).toString('hex')}`;
  const admin = knex({ client: 'mysql2', connection: mysqlUrl, pool: { min: 0, max: 1 } });
  await admin.raw('CREATE DATABASE ?? CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci', [name]);
  const url = new URL(mysqlUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), tmpPrefix));
  try {
    const env = { DATABASE_URL: url.toString(), DATA_DIR: dataDir };
    await run('MySQL', createDb({ databaseUrl: url.toString(), dataDir }), env);
  } finally {
    await admin.raw('DROP DATABASE IF EXISTS ??', [name]);
    await admin.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A migrated, seeded Camino on `db`, listening on 127.0.0.1, and an admin's token for it. */
export async function startAdminServer(db: Db, env: NodeJS.ProcessEnv) {
  const config = loadConfig({
    NODE_ENV: 'bench',
    LOG_LEVEL: 'silent',
    JWT_SECRET: randomBytes(32).toString('hex'),
    ...env,
  });
  await migrateLatest(db);
  await seedDemoIfEmpty(db, config, systemClock);
  const { app, services } = createApp({ config, db, logger: pino({ level: 'silent' }) });
  const server = await listen(app, 0, '127.0.0.1');
  const base = `http://127.0.0.1:${server.port}`;
  await services.users.upsertAdmin('bench-admin', 'bench-password');
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench-admin', password: 'bench-password' }),
  });
  const token = ((await login.json()) as { access_token: string }).access_token;
  return { base, token, services, shutdown: () => server.shutdown() };
}
