// Proves two server processes on one MySQL database act as one site: they start together on an
// empty database, share sessions, notes, login throttling and admin uploads.
import { randomBytes } from 'node:crypto';
import knex from 'knex';
import type supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, type SpawnedServer } from './test/spawn-server';
import { TEST_DB } from './test/test-context';
import { playlistFor } from './test/upload-helpers';

describe.runIf(TEST_DB === 'mysql')('two servers on one MySQL database', () => {
  const rootUrl = process.env.TEST_MYSQL_URL!;
  const name = `camino_scale_${randomBytes(4).toString('hex')}`;
  const admin = knex({ client: 'mysql2', connection: rootUrl, pool: { min: 0, max: 1 } });
  let a: SpawnedServer;
  let b: SpawnedServer;

  beforeAll(async () => {
    await admin.raw('CREATE DATABASE ?? CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci', [name]);
    const url = new URL(rootUrl);
    url.pathname = `/${name}`;
    const env = {
      DATABASE_URL: url.toString(),
      JWT_SECRET: randomBytes(32).toString('hex'),
      ADMIN_USERNAME: 'scale-admin',
      ADMIN_PASSWORD: 'scale-admin-pass',
      // A shared database gets the demo only when asked (a deployment's holds only what admins publish).
      DEMO_CONTENT: '1',
    };
    // Both start at once against the empty database: migrations, demo and admin must not clash.
    [a, b] = await Promise.all([spawnServer(env), spawnServer(env)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await admin.raw('DROP DATABASE IF EXISTS ??', [name]);
    await admin.destroy();
  });

  /** Calls one server over HTTP; `body` is the parsed JSON answer. */
  const call = async (
    base: string,
    path: string,
    init: RequestInit & { token?: string; json?: unknown } = {},
  ) => {
    const headers = new Headers(init.headers);
    if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
    if (init.json !== undefined) headers.set('Content-Type', 'application/json');
    const body = init.json !== undefined ? JSON.stringify(init.json) : init.body;
    const res = await fetch(base + path, { ...init, headers, body });
    // Each test reads its own fields of the answer, as supertest's `res.body` allows.
    return { status: res.status, body: (await res.json()) as supertest.Response['body'] };
  };

  it('seeded the demo exactly once', async () => {
    const volumes = await call(b.base, '/volumes');
    expect(volumes.body.volumes).toHaveLength(36);
    const db = knex({
      client: 'mysql2',
      connection: `${rootUrl.replace(/\/[^/]*$/, '')}/${name}`,
      pool: { min: 0, max: 1 },
    });
    expect(await db('themes').count({ n: '*' })).toEqual([{ n: 3 }]);
    expect(await db('users').where({ role: 'admin' }).count({ n: '*' })).toEqual([{ n: 1 }]);
    await db.destroy();
  });

  it('accepts a session from one server on the other, and shares notes', async () => {
    const email = 'scale@example.com';
    await call(a.base, '/register', {
      method: 'POST',
      json: { first_name: 'S', last_name: 'O', email, password: 'secret1' },
    });
    const login = await call(a.base, '/login', {
      method: 'POST',
      json: { username: email, password: 'secret1' },
    });
    const token = login.body.access_token as string;
    expect((await call(b.base, '/temas', { token })).status).toBe(200);
    await call(a.base, '/notes/save?volume=1&index=2', {
      method: 'POST',
      token,
      json: { note_text: 'desde A' },
    });
    expect((await call(b.base, '/notes/1/2', { token })).body.note_text).toBe('desde A');
  });

  it('counts failed logins across both servers', async () => {
    const email = 'throttle@example.com';
    await call(b.base, '/register', {
      method: 'POST',
      json: { first_name: 'T', last_name: 'H', email, password: 'secret1' },
    });
    for (const base of [a.base, b.base, a.base, b.base, a.base]) {
      expect(
        (await call(base, '/login', { method: 'POST', json: { username: email, password: 'wrong-1' } }))
          .status,
      ).toBe(401);
    }
    expect(
      (await call(b.base, '/login', { method: 'POST', json: { username: email, password: 'secret1' } }))
        .status,
    ).toBe(429);
  });

  it("serves an admin's upload through one server from the other", async () => {
    const login = await call(b.base, '/login', {
      method: 'POST',
      json: { username: 'scale-admin', password: 'scale-admin-pass' },
    });
    const form = new FormData();
    form.append(
      'file',
      new Blob([JSON.stringify(playlistFor(9, 3))], { type: 'application/json' }),
      'Vol_9.json',
    );
    const upload = await call(a.base, '/admin/upload-playlist', {
      method: 'POST',
      token: login.body.access_token,
      body: form,
    });
    expect(upload.status).toBe(200);
    const member = await call(b.base, '/login', {
      method: 'POST',
      json: { username: 'scale@example.com', password: 'secret1' },
    });
    const playlist = await call(b.base, '/volumes/9/playlist', { token: member.body.access_token });
    expect(playlist.status).toBe(200);
    expect(playlist.body.items).toHaveLength(3);
  });
});
