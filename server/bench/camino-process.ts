// The Camino servers `npm run bench` measures: the built bundle run as `npm start` runs it, on
// SQLite (a temporary folder) or a fresh MySQL database, with a registered member whose playlist
// carries watched marks, and its peak RSS sampled while it is under load.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knex from 'knex';
import { rssMb, start, startArgs, stop } from './processes';

/**
 * A Camino server process on SQLite (a temporary folder) or on a fresh MySQL database; `nodeArgs` go
 * before the start script's flags (e.g. `--cpu-prof`, bench/profile.ts), `main` replaces dist/main.js
 * (another build to compare with).
 */
export async function startCamino(
  label: string,
  mysqlUrl?: string,
  options: { nodeArgs?: string[]; main?: string } = {},
) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'camino-bench-'));
  let cleanupDb = async () => undefined as unknown;
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    JWT_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: dataDir,
    ADMIN_USERNAME: 'bench-admin',
    ADMIN_PASSWORD: 'bench-admin-password',
    // Production loads no demo by itself; the bench measures the demo's pages.
    DEMO_CONTENT: '1',
  };
  if (mysqlUrl) {
    const name = `camino_bench_${randomBytes(4).toString('hex')}`;
    const root = knex({ client: 'mysql2', connection: mysqlUrl, pool: { min: 0, max: 1 } });
    await root.raw('CREATE DATABASE ?? CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci', [name]);
    const url = new URL(mysqlUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    cleanupDb = async () => {
      await root.raw('DROP DATABASE IF EXISTS ??', [name]);
      await root.destroy();
    };
  }
  // As `npm start` runs it in production: the bundle, without a TypeScript loader, with its flags.
  const args = startArgs();
  if (options.main) args[args.length - 1] = options.main;
  const proc = await start(`Camino ${label}`, [...(options.nodeArgs ?? []), ...args], env);
  const email = `bench-${randomBytes(3).toString('hex')}@example.com`;
  const registered = await fetch(`${proc.base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ first_name: 'Bench', last_name: 'Mark', email, password: 'bench-member-7-olive' }),
  });
  const token = ((await registered.json()) as { access_token?: string }).access_token;
  if (!token) throw new Error(`${label}: registering the bench member answered ${registered.status}`);
  // Two watched marks, so the playlist carries the member's own data as a real one would.
  const playlist = (await (
    await fetch(`${proc.base}/api/volumes/1/playlist`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { items: Array<{ videoId: string }> };
  for (const item of playlist.items.slice(0, 2)) {
    await fetch(`${proc.base}/api/videos/watch`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ video_id: item.videoId, volume_number: 1 }),
    });
  }
  return {
    label,
    proc,
    auth: { authorization: `Bearer ${token}` },
    peakRss: 0,
    close: async () => {
      await stop(proc);
      await cleanupDb();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type Camino = Awaited<ReturnType<typeof startCamino>>;

/** Runs `work` while sampling the process's RSS every 100 ms; keeps the peak in `camino`. */
export async function sampled<T>(camino: Camino, work: () => Promise<T>): Promise<T> {
  const timer = setInterval(() => {
    camino.peakRss = Math.max(camino.peakRss, rssMb(camino.proc.child.pid!));
  }, 100);
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
}
