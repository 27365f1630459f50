// Proves login throttling: per account and client address, 429 with Retry-After even for the right
// password, reset by a success, kept in the database (shared by instances, survives a restart),
// and not fooled by a forged X-Forwarded-For. The limiter (rate-limiter-flexible) reads Date.now(),
// so the tests move the faked Date together with the app clock.
import pino from 'pino';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../app';
import { createTestContext, type TestContext } from '../../test/test-context';

let time = Date.parse('2026-11-22T10:00:00Z');
const clock = { now: () => new Date(time) };
const advance = (ms: number) => {
  time += ms;
  vi.setSystemTime(time);
};
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: time });
});
afterAll(() => {
  vi.useRealTimers();
});

describe('login throttling', () => {
  let ctx: TestContext;
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
    advance(15 * 60_000 + 1000);
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
    advance(16 * 60_000);
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
    advance(16 * 60_000);
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

describe('lockouts cannot shut the owner out', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ clock, config: { trustProxy: 1 } });
  });
  afterAll(() => ctx.close());

  const login = (username: string, password: string, ip: string, cookie?: string) => {
    const req = ctx.request.post('/api/login').set('X-Forwarded-For', ip);
    if (cookie) req.set('Cookie', cookie);
    return req.send({ username, password });
  };
  /** The known-device cookie a successful login sets, as a browser would send it back. */
  const deviceCookie = (res: { headers: Record<string, unknown> }) => {
    const set = ([] as string[]).concat((res.headers['set-cookie'] as string[] | undefined) ?? []);
    const cookie = set.find((c) => c.startsWith('camino_device='));
    expect(cookie).toMatch(/; Path=\/api\/login/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    return cookie!.split(';')[0]!;
  };

  it("failures from other addresses never lock the owner out of the owner's own", async () => {
    const { email, password } = await ctx.member();
    for (let i = 0; i < 5; i++) await login(email, 'wrong-pass', '203.0.113.1').expect(401);
    await login(email, password, '203.0.113.1').expect(429);
    await login(email, password, '198.51.100.1').expect(200);
    advance(16 * 60_000);
  });

  it('slows guessing from many addresses (20/hour); a known device and a reset still get in', async () => {
    const { email, password } = await ctx.member();
    const cookie = deviceCookie(await login(email, password, '198.51.100.9').expect(200));
    for (let ip = 1; ip <= 4; ip++)
      for (let i = 0; i < 5; i++) await login(email, 'wrong-pass', `10.1.0.${ip}`).expect(401);
    const slowed = await login(email, password, '198.51.100.10').expect(429);
    expect(Number(slowed.headers['retry-after'])).toBeLessThanOrEqual(3600);
    // The owner's browser is a known device: it gets in from anywhere.
    await login(email, password, '198.51.100.10', cookie).expect(200);
    // Without it, the password reset path works and clears the account-wide back-off.
    const { token } = (await ctx.services.accounts.createResetToken(email))!;
    await ctx.request
      .post('/api/reset-password')
      .set('X-Forwarded-For', '198.51.100.11')
      .send({ token, new_password: 'brand-new-1' })
      .expect(200);
    await login(email, 'brand-new-1', '198.51.100.12').expect(200);
    advance(61 * 60_000);
  });

  it("an address's failures never block a known device; its cookie serves no other account", async () => {
    const owner = await ctx.member();
    const other = await ctx.member();
    const cookie = deviceCookie(await login(owner.email, owner.password, '203.0.113.50').expect(200));
    for (let i = 0; i < 20; i++)
      await login(`nobody${i}@example.com`, 'nope-nope', '203.0.113.50').expect(401);
    await login(owner.email, owner.password, '203.0.113.50').expect(429);
    await login(owner.email, owner.password, '203.0.113.50', cookie).expect(200);
    await login(other.email, other.password, '203.0.113.50', cookie).expect(429);
    // A tampered cookie is just an unknown device.
    await login(owner.email, owner.password, '203.0.113.50', `${cookie.slice(0, -2)}xx`).expect(429);
    advance(16 * 60_000);
  });

  it('a client without cookies (the desktop app) is a known device through the answer’s device_token', async () => {
    const admin = await ctx.admin();
    const other = await ctx.admin();
    const first = await login(admin.username, admin.password, '198.51.100.30').expect(200);
    const deviceToken = first.body.device_token as string;
    expect(deviceToken).toEqual(deviceCookie(first).slice('camino_device='.length));
    // Strangers' failures from many addresses lock the account for everyone else (20 an hour).
    for (let ip = 1; ip <= 4; ip++)
      for (let i = 0; i < 5; i++) await login(admin.username, 'wrong-pass', `10.2.0.${ip}`).expect(401);
    await login(admin.username, admin.password, '198.51.100.31').expect(429);
    const withToken = (username: string, password: string, token: string) =>
      ctx.request
        .post('/api/login')
        .set('X-Forwarded-For', '198.51.100.32')
        .send({ username, password, device_token: token });
    const known = await withToken(admin.username, admin.password, deviceToken).expect(200);
    // The same device keeps its id: the token it gets back still works.
    expect((known.body.device_token as string).split('.')[0]).toBe(deviceToken.split('.')[0]);
    // It serves no other account, and a tampered one is just an unknown device.
    for (let i = 0; i < 5; i++) await login(other.username, 'wrong-pass', '198.51.100.32').expect(401);
    await withToken(other.username, other.password, deviceToken).expect(429);
    await withToken(admin.username, admin.password, `${deviceToken.slice(0, -2)}xx`).expect(429);
    advance(61 * 60_000);
  });

  it('a known device still has its own limit: 5 wrong passwords, then 429', async () => {
    const { email, password } = await ctx.member();
    const cookie = deviceCookie(await login(email, password, '198.51.100.20').expect(200));
    for (let i = 0; i < 5; i++) await login(email, 'wrong-pass', '198.51.100.21', cookie).expect(401);
    await login(email, password, '198.51.100.22', cookie).expect(429);
    // Another client (without the device) is unaffected.
    await login(email, password, '198.51.100.23').expect(200);
  });
});
