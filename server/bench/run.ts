// `npm run bench`: requests per second of Camino's public and member content API against a bare
// Express 5 app serving the same bytes from memory (the framework's ceiling), as a ratio.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import express from 'express';
import pino from 'pino';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDb } from '../src/db/connection';
import { migrateLatest } from '../src/db/migration-source';
import { seedDemoIfEmpty } from '../src/db/seed-demo';
import { systemClock } from '../src/lib/clock';
import { listen } from '../src/lib/http-server';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = 50;

async function measure(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'camino-bench-'));
  const config = loadConfig({ DATA_DIR: dir, NODE_ENV: 'bench', LOG_LEVEL: 'silent' });
  const db = createDb({ dataDir: dir });
  await migrateLatest(db);
  await seedDemoIfEmpty(db, config, systemClock);
  const { app, services } = createApp({ config, db, logger: pino({ level: 'silent' }) });
  const camino = await listen(app, 0, '127.0.0.1');
  const base = `http://127.0.0.1:${camino.port}`;

  await services.users.register(
    { first_name: 'B', last_name: 'B', email: 'bench@example.com', password: 'secret123' },
    true,
  );
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench@example.com', password: 'secret123' }),
  });
  const token = ((await login.json()) as { access_token: string }).access_token;
  const auth = { authorization: `Bearer ${token}` };

  const targets = [
    { name: 'GET /api/volumes', path: '/api/volumes', headers: {} },
    { name: 'GET /api/volumes/1/playlist', path: '/api/volumes/1/playlist', headers: auth },
    { name: 'GET /api/main-file/1/1', path: '/api/main-file/1/1', headers: auth },
  ];

  console.log(`Camino bench: ${CONNECTIONS} connections, ${DURATION_S} s per target, SQLite, same process\n`);
  for (const target of targets) {
    const body = await (await fetch(base + target.path, { headers: target.headers })).text();
    const bare = express();
    bare.get(target.path, (_req, res) => {
      res.type('application/json').send(body);
    });
    const baseline = await listen(bare, 0, '127.0.0.1');
    const ceiling = await measure(`http://127.0.0.1:${baseline.port}${target.path}`);
    await baseline.shutdown();
    const ours = await measure(base + target.path, target.headers);
    const ratio = ours.rps / ceiling.rps;
    console.log(
      `${target.name.padEnd(30)} ${ours.rps.toFixed(0).padStart(7)} req/s  p99 ${String(ours.p99).padStart(4)} ms  ` +
        `bare Express ${ceiling.rps.toFixed(0).padStart(7)} req/s  ratio ${(ratio * 100).toFixed(0)} %`,
    );
  }

  await camino.shutdown();
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
