// `npm run bench` (second part): the admin users list with 100,000 accounts. Seeds a temporary
// SQLite database (and a MySQL one of its own when BENCH_MYSQL_URL or TEST_MYSQL_URL is set) in
// bulk, then times the last page, GET /api/admin/users?offset=99950&limit=50, over HTTP.
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
import { report } from './results';

const USERS = 100_000;
const RUNS = 20;
const GOAL_MS = 50;
const PAGE = `/api/admin/users?offset=${USERS - 50}&limit=50`;
const MIDDLE_PAGE = `/api/admin/users?offset=${USERS / 2}&limit=50`;
// knex writes a multi-row SQLite insert as a compound SELECT, which SQLite caps at 500 terms.
const CHUNK = 400;

/** 100,000 members in bulk: half watched 3 videos, a fifth keep 2 notes, a third active lately. */
async function seed(db: Db): Promise<void> {
  await db.transaction((trx) => seedIn(trx));
}

async function seedIn(db: Db): Promise<void> {
  const now = Date.now();
  const iso = (msAgo: number) => new Date(now - msAgo).toISOString();
  const day = 86_400_000;
  for (let start = 0; start < USERS; start += CHUNK) {
    const rows = Array.from({ length: Math.min(CHUNK, USERS - start) }, (_, k) => {
      const i = start + k;
      return {
        email: `bench${i}@example.com`,
        username: null,
        first_name: `Nombre${i}`,
        last_name: `Apellido${i}`,
        password_hash: 'not-a-real-hash',
        role: 'user',
        is_active: true,
        email_verified: true,
        token_version: 0,
        created_at: iso((USERS - i) * 60_000),
        last_activity: i % 3 === 0 ? iso((i % 20) * day) : i % 3 === 1 ? iso(60 * day) : null,
      };
    });
    await db('users').insert(rows);
  }
  const ids = (await db('users').orderBy('id').pluck('id')) as number[];
  const watched: object[] = [];
  const notes: object[] = [];
  ids.forEach((id, i) => {
    if (i % 2 === 0) {
      for (let v = 0; v < 3; v++) {
        watched.push({
          user_id: id,
          volume_number: ((i + v) % 36) + 1,
          // Marks and notes are keyed by chapter (migration 20261123005100).
          chapter_key: `vid${v}`,
          created_at: iso(day),
        });
      }
    }
    if (i % 5 === 0) {
      for (let n = 1; n <= 2; n++) {
        const at = iso(day);
        notes.push({
          user_id: id,
          volume_number: (i % 36) + 1,
          chapter_key: `chapter-${n}`,
          note_text: 'nota',
          created_at: at,
          updated_at: at,
        });
      }
    }
  });
  for (let s = 0; s < watched.length; s += CHUNK)
    await db('watched_videos').insert(watched.slice(s, s + CHUNK));
  for (let s = 0; s < notes.length; s += CHUNK) await db('notes').insert(notes.slice(s, s + CHUNK));
}

async function measure(label: string, db: Db, dataDir: string): Promise<void> {
  const started = performance.now();
  await migrateLatest(db);
  await seed(db);
  const seedSeconds = (performance.now() - started) / 1000;

  const config = loadConfig({
    DATA_DIR: dataDir,
    NODE_ENV: 'bench',
    LOG_LEVEL: 'silent',
    JWT_SECRET: randomBytes(32).toString('hex'),
  });
  const { app, services } = createApp({ config, db, logger: pino({ level: 'silent' }) });
  await services.users.upsertAdmin('bench-admin', 'bench-password');
  const server = await listen(app, 0, '127.0.0.1');
  const base = `http://127.0.0.1:${server.port}`;
  try {
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'bench-admin', password: 'bench-password' }),
    });
    const token = ((await login.json()) as { access_token: string }).access_token;
    const headers = { authorization: `Bearer ${token}` };

    const get = async (url: string) => {
      const res = await fetch(base + url, { headers });
      if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
      return (await res.json()) as { users: unknown[]; pagination: { total_count: number } };
    };
    const first = await get(PAGE); // warm-up: also records the admin's activity once
    if (first.users.length !== 50 || first.pagination.total_count !== USERS + 1) {
      throw new Error(`unexpected page: ${first.users.length} users of ${first.pagination.total_count}`);
    }
    const median = async (url: string) => {
      const times: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const t = performance.now();
        await get(url);
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      return { median: (times[RUNS / 2 - 1]! + times[RUNS / 2]!) / 2, min: times[0]!, max: times.at(-1)! };
    };
    const last = await median(PAGE);
    report({
      figure: `GET /api/admin/users last page of 100k, ${label} (median)`,
      value: last.median,
      unit: 'ms',
      goal: `< ${GOAL_MS} ms`,
      within: last.median < GOAL_MS,
      detail: `min ${last.min.toFixed(1)}, max ${last.max.toFixed(1)} over ${RUNS} runs; seeded in ${seedSeconds.toFixed(1)} s`,
    });
    // For information: a page in the middle is the costliest (pages are read from the nearer end).
    const middle = await median(MIDDLE_PAGE);
    report({
      figure: `GET /api/admin/users middle page, ${label} (median)`,
      value: middle.median,
      unit: 'ms',
      goal: '',
      within: null,
    });
  } finally {
    await server.shutdown();
  }
}

async function main(): Promise<void> {
  console.log(
    `\nAdmin users list: ${USERS.toLocaleString('en')} users, 50,000 with 3 watched marks, 20,000 with 2 notes`,
  );
  const dir = mkdtempSync(path.join(tmpdir(), 'camino-bench-users-'));
  const sqlite = createDb({ dataDir: dir });
  try {
    await measure('SQLite', sqlite, dir);
  } finally {
    await sqlite.destroy();
    rmSync(dir, { recursive: true, force: true });
  }

  const mysqlUrl = process.env.BENCH_MYSQL_URL || process.env.TEST_MYSQL_URL;
  if (!mysqlUrl) {
    console.log('MySQL    skipped (set BENCH_MYSQL_URL or TEST_MYSQL_URL to include it)');
    return;
  }
  const name = `camino_bench_${randomBytes(4).toString('hex')}`;
  const root = knex({ client: 'mysql2', connection: mysqlUrl, pool: { min: 0, max: 1 } });
  await root.raw('CREATE DATABASE ?? CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci', [name]);
  const url = new URL(mysqlUrl);
  url.pathname = `/${name}`;
  const mysqlDir = mkdtempSync(path.join(tmpdir(), 'camino-bench-users-'));
  const mysql = createDb({ databaseUrl: url.toString(), dataDir: mysqlDir });
  try {
    await measure('MySQL', mysql, mysqlDir);
  } finally {
    await mysql.destroy();
    await root.raw('DROP DATABASE IF EXISTS ??', [name]);
    await root.destroy();
    rmSync(mysqlDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
