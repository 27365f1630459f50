// Proves login throttling: per account and per address, 429 with Retry-After even for the right
// password, reset by a success, kept in the database (shared by instances, survives a restart),
// and not fooled by a forged X-Forwarded-For.
import pino from 'pino';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { createTestContext, type TestContext } from '../../test/test-context';

describe('login throttling', () => {
  let ctx: TestContext;
  let time = Date.parse('2026-11-22T10:00:00Z');
  const clock = { now: () => new Date(time) };
  beforeAll(async () => {
    ctx = await createTestContext({ clock });
  });
  afterAll(() => ctx.close());

  const login = (username: string, password: string, agent = ctx.request) =>
    agent.post('/api/login').send({ username, password });

  it('blocks an account after 5 failures, even with the right password, until the block ends', async () => {
    const { email, password } = await ctx.member();
    for (let i = 0; i < 5; i++) await login(email, 'wrong-pass').expect(401);
    const blocked = await login(email, password).expect(429);
    expect(blocked.body).toEqual({
      detail: 'Too many attempts. Please wait before trying again.',
      code: 'too_many_requests',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(900);
    time += 15 * 60_000 + 1000;
    await login(email, password).expect(200);
  });

  it('forgets earlier failures after a successful login', async () => {
    const { email, password } = await ctx.member();
    for (let i = 0; i < 4; i++) await login(email, 'wrong-pass').expect(401);
    await login(email, password).expect(200);
    for (let i = 0; i < 4; i++) await login(email, 'wrong-pass').expect(401);
    await login(email, password).expect(200);
  });

  it('counts in the database: another server instance on the same database refuses too', async () => {
    const { email, password } = await ctx.member();
    for (let i = 0; i < 5; i++) await login(email, 'wrong-pass').expect(401);
    const other = createApp({ config: ctx.config, db: ctx.db, logger: pino({ level: 'silent' }), clock }).app;
    await login(email, password, supertest(other)).expect(429);
    time += 16 * 60_000;
  });

  it('blocks an address after 20 failures across accounts; a forged X-Forwarded-For does not help', async () => {
    const { email, password } = await ctx.member();
    for (let i = 0; i < 20; i++) {
      await ctx.request
        .post('/api/login')
        .set('X-Forwarded-For', `10.0.0.${i}`)
        .send({ username: `ghost${i}@example.com`, password: 'nope-nope' })
        .expect(401);
    }
    await ctx.request
      .post('/api/login')
      .set('X-Forwarded-For', '10.9.9.9')
      .send({ username: email, password })
      .expect(429);
    time += 16 * 60_000;
    await login(email, password).expect(200);
  });

  it('behind one trusted proxy, reads the address the proxy saw, whatever the client prepends', async () => {
    const proxied = await createTestContext({ clock, config: { trustProxy: 1 } });
    try {
      const { email, password } = await proxied.member();
      for (let i = 0; i < 20; i++) {
        await proxied.request
          .post('/api/login')
          .set('X-Forwarded-For', `forged-${i}, 203.0.113.7`)
          .send({ username: `nobody${i}@example.com`, password: 'nope-nope' })
          .expect(401);
      }
      await proxied.request
        .post('/api/login')
        .set('X-Forwarded-For', 'forged-new, 203.0.113.7')
        .send({ username: email, password })
        .expect(429);
      // Another real client address behind the same proxy is not affected.
      await proxied.request
        .post('/api/login')
        .set('X-Forwarded-For', '198.51.100.2')
        .send({ username: email, password })
        .expect(200);
    } finally {
      await proxied.close();
    }
  });
});
