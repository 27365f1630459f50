import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Each Playwright worker owns a Camino world: the server as `npm start` runs it (the bundled
 * server/dist/main.js serving the built reader) on a port of its own, over a data folder of its own
 * (SQLite, demo content, email outbox, JWT secret). Nothing one worker's specs publish or create
 * reaches another worker's pages, so specs run in any order and the admin specs beside the reader's.
 *
 * A world starts from an empty folder: the server migrates and seeds the demo in about 1.3 s against
 * 0.8 s over an already seeded copy, too little to be worth a template to keep in step.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const ADMIN = {
  username: process.env.CAMINO_E2E_ADMIN_USERNAME!,
  password: process.env.CAMINO_E2E_ADMIN_PASSWORD!,
};

/** This worker's data folder, under the run's folder the config chose. */
export function worldDir(): string {
  const worker = process.env.TEST_WORKER_INDEX;
  if (worker === undefined) throw new Error('worldDir() is for Playwright workers only');
  return path.join(process.env.CAMINO_E2E_DATA_DIR!, `worker-${worker}`);
}

export interface World {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** A free port on 127.0.0.1, chosen by the system, for the server to take at once. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function untilHealthy(url: string, server: ChildProcess, output: () => string): Promise<void> {
  for (;;) {
    if (server.exitCode !== null) {
      throw new Error(`the e2e server exited (${server.exitCode}) before it answered:\n${output()}`);
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function startWorld(): Promise<World> {
  const dataDir = worldDir();
  mkdirSync(dataDir, { recursive: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--enable-source-maps', 'server/dist/main.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      // Development mode: the reset token comes back for the test reset button.
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      // No SMTP: emails are written to the outbox the specs read.
      SMTP_URL: '',
      JWT_SECRET: '',
      PUBLIC_URL: url,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
    },
  });
  let stderr = '';
  server.stderr!.setEncoding('utf8');
  server.stderr!.on('data', (chunk: string) => {
    // Only the tail, for the report of a server that exits before answering.
    stderr = (stderr + chunk).slice(-10_000);
    process.stderr.write(chunk);
  });
  await untilHealthy(url, server, () => stderr);
  return {
    url,
    dataDir,
    stop: () =>
      new Promise<void>((resolve) => {
        if (server.exitCode !== null) return resolve();
        server.once('exit', () => resolve());
        server.kill('SIGTERM');
      }),
  };
}
