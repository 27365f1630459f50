// Proves `npm start`'s entry: the bundled server finds its demo content, a fresh data folder gets
// the demo, the printed admin login works, and SIGTERM stops the process cleanly; in production
// the first start prints no password and loads no demo. Builds the bundle as `npm start` does and
// runs it in a child process.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLED_ENTRY, spawnServer } from './test/spawn-server';
import { TEST_DB } from './test/test-context';

describe.runIf(TEST_DB === 'sqlite')('server entry (npm start)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'camino-main-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  beforeAll(() => {
    execFileSync(process.execPath, [path.join(path.dirname(BUNDLED_ENTRY), '..', 'scripts', 'build.mjs')]);
  }, 60_000);

  it('starts on an empty data folder with the demo and a printed admin login, and stops on SIGTERM', async () => {
    const server = await spawnServer({ DATA_DIR: dataDir, NODE_ENV: 'development' }, { bundled: true });
    await expect.poll(() => /password: \S+/.test(server.output())).toBe(true);
    const [, username, password] = /username: (\S+)\s+password: (\S+)/.exec(server.output())!;

    const volumes = (await (await fetch(`${server.base}/volumes`)).json()) as { volumes: unknown[] };
    expect(volumes.volumes).toHaveLength(36);
    const demoImage = await fetch(`${server.base.replace(/\/api$/, '')}/demo/featured.svg`);
    expect(demoImage.status).toBe(200);
    const login = await fetch(`${server.base}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { user_type: string }).user_type).toBe('admin');

    expect(await server.stop()).toBe(0);
  });

  it('in production prints no admin password and loads no demo, but says how to make the admin', async () => {
    const fresh = mkdtempSync(path.join(tmpdir(), 'camino-main-prod-'));
    try {
      const server = await spawnServer(
        { DATA_DIR: fresh, NODE_ENV: 'production', JWT_SECRET: randomBytes(32).toString('base64') },
        { bundled: true },
      );
      await expect.poll(() => server.output()).toMatch(/npm run create-admin -- <username>/);
      expect(server.output()).not.toMatch(/password: /);
      expect(server.output()).not.toMatch(/demo content/);
      const volumes = (await (await fetch(`${server.base}/volumes`)).json()) as { volumes: unknown[] };
      expect(volumes.volumes).toEqual([]);
      expect(await server.stop()).toBe(0);
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
  });
});
