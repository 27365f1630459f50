// Proves a database that stops answering (connections open, nothing forwarded) turns into 503s
// within the bounds the hardening issue states (health within 2 s, any request within 5 s), and
// that the server recovers by itself when the database answers again. The proxy in between is
// real TCP to MariaDB; the app runs with its default timeouts.
import type supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppBehindProxy, type AppBehindProxy } from '../app-behind-proxy';
import { TEST_DB } from '../test-context';
import { startSilentProxy } from './silent-proxy';

type SilentProxy = Awaited<ReturnType<typeof startSilentProxy>>;

/** The bounds a silent database must keep, as behaviour: health answers within 2 s, every request within 5 s. */
const HEALTH_BOUND_MS = 2_000;
const REQUEST_BOUND_MS = 5_000;

describe.runIf(TEST_DB === 'mysql')('a silent database (MySQL)', () => {
  let app: AppBehindProxy<SilentProxy>;
  let proxy: SilentProxy;
  let request: supertest.Agent;

  beforeAll(async () => {
    app = await startAppBehindProxy(startSilentProxy);
    ({ proxy, request } = app);
  });
  afterAll(async () => {
    proxy.resume();
    await app.close();
  });

  async function timed(path: string) {
    const started = performance.now();
    const res = await request.get(path);
    return { res, elapsed: performance.now() - started };
  }

  it('answers 503 in bounded time while the database is silent, and recovers when it answers', async () => {
    // Several pooled connections, so the first requests below hang on a connection already open.
    await Promise.all(Array.from({ length: 4 }, () => request.get('/api/volumes').expect(200)));

    proxy.silence();

    const onOpenConnection = await timed('/api/volumes');
    expect(onOpenConnection.res.status).toBe(503);
    expect(onOpenConnection.res.body).toEqual({
      detail: 'The database is unavailable; please try again shortly',
      code: 'database_unavailable',
    });
    expect(onOpenConnection.elapsed).toBeLessThan(REQUEST_BOUND_MS);

    const health = await timed('/api/health');
    expect(health.res.status).toBe(503);
    expect(health.res.body).toEqual({ status: 'degraded', database: 'unreachable' });
    expect(health.elapsed).toBeLessThan(HEALTH_BOUND_MS);

    // More requests at once than the pool has connections: some wait for a connection that a
    // silent database never gives back, others for a new one that never says hello.
    const burst = await Promise.all(
      Array.from({ length: 14 }, (_, i) => timed(i % 2 ? '/api/volumes' : '/api/evangelio-del-dia')),
    );
    for (const { res, elapsed } of burst) {
      expect(res.status).toBe(503);
      expect(res.body.code).toBe('database_unavailable');
      expect(elapsed).toBeLessThan(REQUEST_BOUND_MS);
    }
    const healthAgain = await timed('/api/health');
    expect(healthAgain.res.status).toBe(503);
    expect(healthAgain.elapsed).toBeLessThan(HEALTH_BOUND_MS);

    proxy.resume();
    await expect
      .poll(async () => (await request.get('/api/volumes')).status, { timeout: 15_000, interval: 250 })
      .toBe(200);
    await request.get('/api/health').expect(200);
  }, 60_000);
});
