// Proves a database outage turns into quick 503 answers and that the server recovers by itself.
import pino from 'pino';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { createDb } from './db/connection';
import { startAppBehindProxy, type AppBehindProxy } from './test/app-behind-proxy';
import { startTcpProxy, type TcpProxy } from './test/tcp-proxy';
import { TEST_DB, testConfig } from './test/test-context';

describe.runIf(TEST_DB === 'mysql')('database outage (MySQL)', () => {
  let app: AppBehindProxy<TcpProxy>;
  let proxy: TcpProxy;
  let request: supertest.Agent;

  beforeAll(async () => {
    app = await startAppBehindProxy(startTcpProxy);
    ({ proxy, request } = app);
  });
  afterAll(() => app.close());

  it('answers 503 while the database is away and recovers when it returns', async () => {
    await request.get('/api/volumes').expect(200);

    await proxy.cut();
    const down = await request.get('/api/volumes');
    expect(down.status).toBe(503);
    expect(down.body).toEqual({
      detail: 'The database is unavailable; please try again shortly',
      code: 'database_unavailable',
    });
    const health = await request.get('/api/health').expect(503);
    expect(health.body).toEqual({ status: 'degraded', database: 'unreachable' });

    await proxy.restore();
    await expect
      .poll(async () => (await request.get('/api/volumes')).status, { timeout: 15_000, interval: 250 })
      .toBe(200);
    await request.get('/api/health').expect(200);
  });

  it('answers 503 when the database was never reachable', async () => {
    const db = createDb({ databaseUrl: 'mysql://root@127.0.0.1:1/none', dataDir: '.' });
    const app = createApp({ config: testConfig(), db, logger: pino({ level: 'silent' }) }).app;
    const res = await supertest(app).get('/api/volumes');
    expect(res.status).toBe(503);
    expect(res.body.code).toBe('database_unavailable');
    await db.destroy();
  });
});
