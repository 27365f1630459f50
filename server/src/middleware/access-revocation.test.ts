// Proves that caching accounts per server keeps revocation prompt: a deleted, reset or disabled
// account is refused at once by the server that made the change and by every other server once
// its CACHE_CHECK_MS has passed (moved by hand, never waited for); a revalidation is refused at
// once everywhere; and the cached path reads no account per request.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signSessionToken } from '../auth/session-token';
import { ACCOUNTS } from '../services/shared-generations';
import { manualClock, serverOn, type TestServer } from '../test/cache-clock-apps';
import { bearer, createTestContext, type TestContext } from '../test/test-context';

const CHECK_MS = 1000;

describe('cached accounts across two servers', () => {
  let ctx: TestContext;
  let a: TestServer;
  let b: TestServer;
  let admin: string;
  beforeAll(async () => {
    ctx = await createTestContext({ seed: true });
    a = serverOn(ctx, manualClock(), CHECK_MS);
    b = serverOn(ctx, manualClock(), CHECK_MS);
    admin = (await ctx.admin()).token;
  });
  afterAll(() => ctx.close());

  const temas = (server: TestServer, token: string) => server.request.get('/api/temas').set(bearer(token));

  /** A member whose account both servers have cached. */
  async function cachedMember() {
    const member = await ctx.member();
    await temas(a, member.token).expect(200);
    await temas(b, member.token).expect(200);
    return member;
  }

  it('refuses a deleted account at once on the deleting server, on the other within the bound', async () => {
    const { user, token } = await cachedMember();
    await a.request.delete(`/api/admin/user/${user.id}`).set(bearer(admin)).expect(200);
    await temas(a, token).expect(401);
    // The other server may answer from its copy until its next check falls due ...
    await temas(b, token).expect(200);
    b.clock.advance(CHECK_MS);
    // ... and not one request later.
    const res = await temas(b, token).expect(401);
    expect(res.body.code).toBe('invalid_token');
  });

  it('refuses the sessions of a reset password at once on that server, on the other within the bound', async () => {
    const { email, token } = await cachedMember();
    const reset = await ctx.services.accounts.createResetToken(email);
    await a.request
      .post('/api/reset-password')
      .send({ token: reset!.token, new_password: 'another-secret' })
      .expect(200);
    await temas(a, token).expect(401);
    b.clock.advance(CHECK_MS);
    await temas(b, token).expect(401);
    const login = await a.request.post('/api/login').send({ username: email, password: 'another-secret' });
    await temas(b, login.body.access_token as string).expect(200);
  });

  it('refuses a disabled account everywhere once the change raised the accounts generation', async () => {
    const { user, token } = await cachedMember();
    // No route disables accounts yet; any that does must raise the generation with its change.
    await ctx.db.transaction(async (trx) => {
      await trx('users').where({ id: user.id }).update({ is_active: false });
      await ctx.services.generations.raise(trx, ACCOUNTS);
    });
    a.clock.advance(CHECK_MS);
    b.clock.advance(CHECK_MS);
    await temas(a, token).expect(401);
    await temas(b, token).expect(401);
  });

  it('answers a revalidation on the other server with 401 at once, never with 304', async () => {
    const { user, token } = await cachedMember();
    const first = await b.request.get('/api/main-file/1/1').set(bearer(token)).expect(200);
    await a.request.delete(`/api/admin/user/${user.id}`).set(bearer(admin)).expect(200);
    await b.request
      .get('/api/main-file/1/1')
      .set(bearer(token))
      .set('If-None-Match', first.headers.etag as string)
      .expect(401);
  });

  it('reads no account on a cached request', async () => {
    const { token } = await cachedMember();
    const sql: string[] = [];
    const listen = (q: { sql: string }) => sql.push(q.sql);
    ctx.db.on('query', listen);
    try {
      for (let i = 0; i < 5; i++) {
        await temas(a, token).expect(200);
        await a.request.get('/api/main-file/1/1').set(bearer(token)).expect(200);
      }
    } finally {
      ctx.db.off('query', listen);
    }
    expect(sql.filter((q) => /users/.test(q))).toEqual([]);
  });
});

describe('remembered session tokens', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => {
    vi.useRealTimers();
    return ctx.close();
  });

  it('still refuses a token once it expires after it was first accepted', async () => {
    const { user } = await ctx.member();
    const token = signSessionToken(
      { userId: user.id, role: 'user', tokenVersion: 0 },
      ctx.config.jwtSecret,
      '60s',
    );
    await ctx.request.get('/api/temas').set(bearer(token)).expect(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    const res = await ctx.request.get('/api/temas').set(bearer(token)).expect(401);
    expect(res.body.code).toBe('invalid_token');
  });
});
