// Proves PUT /admin/user/{id}/role: promotion and demotion with their audit rows, the refusals
// (oneself, the last admin, unknown ids, bad bodies) that change nothing, and that a demoted or
// deleted admin's token is refused on admin routes at once on the server that made the change and
// on another server on the same database once its CACHE_CHECK_MS has passed (moved by hand).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, serverOn, type TestServer } from '../../test/cache-clock-apps';
import { bearer, createTestContext, type TestContext } from '../../test/test-context';

const CHECK_MS = 1000;

describe('admin roles', () => {
  let ctx: TestContext;
  let chief: { token: string };
  let chiefId: number;

  beforeAll(async () => {
    ctx = await createTestContext();
    chief = await ctx.admin('chief');
    chiefId = (await ctx.services.users.findByLogin('chief'))!.id;
  });
  afterAll(() => ctx.close());

  const setRole = (id: number | string, body: unknown, token = chief.token) =>
    ctx.request
      .put(`/api/admin/user/${id}/role`)
      .set(bearer(token))
      .send(body as object);
  const roleOf = async (id: number) => (await ctx.db('users').where({ id }).first('role')).role as string;
  const auditCount = async () => Number((await ctx.db('audit_log').count({ n: '*' }).first())!.n);
  const adminUsers = (token: string) => ctx.request.get('/api/admin/users').set(bearer(token));

  it('promotes a member, whose own token reaches admin routes at once, and records it', async () => {
    const member = await ctx.member({ email: 'promoted@example.com' });
    await adminUsers(member.token).expect(403);
    const res = await setRole(member.user.id, { role: 'admin' }).expect(200);
    expect(res.body).toEqual({
      message: 'User promoted@example.com is now admin',
      id: member.user.id,
      user_type: 'admin',
      changed: true,
    });
    expect(await roleOf(member.user.id)).toBe('admin');
    await adminUsers(member.token).expect(200);
    const [entry] = (await ctx.services.audit.list(0, 1)).entries;
    expect(entry).toMatchObject({
      actor_name: 'chief',
      action: 'user.role',
      target: `user:${member.user.id}`,
      details: { email: 'promoted@example.com', username: null, from: 'user', to: 'admin' },
    });
  });

  it('demotes an admin: refused on admin routes at once, still a member elsewhere', async () => {
    const other = await ctx.admin('deputy');
    const id = (await ctx.services.users.findByLogin('deputy'))!.id;
    await adminUsers(other.token).expect(200);
    const res = await setRole(id, { role: 'user' }).expect(200);
    expect(res.body).toMatchObject({ user_type: 'user', changed: true });
    const refused = await adminUsers(other.token).expect(403);
    expect(refused.body.code).toBe('forbidden');
    await ctx.request.get('/api/temas').set(bearer(other.token)).expect(200);
  });

  it('answers a role the account already has without recording anything', async () => {
    const member = await ctx.member();
    const before = await auditCount();
    const res = await setRole(member.user.id, { role: 'user' }).expect(200);
    expect(res.body).toMatchObject({ user_type: 'user', changed: false });
    expect(await auditCount()).toBe(before);
  });

  it('refuses callers without a token or without the admin role, and changes nothing', async () => {
    const member = await ctx.member();
    await ctx.request.put(`/api/admin/user/${member.user.id}/role`).send({ role: 'admin' }).expect(401);
    await setRole(member.user.id, { role: 'admin' }, member.token).expect(403);
    expect(await roleOf(member.user.id)).toBe('user');
  });

  it('refuses one’s own role, an unknown or malformed id and a bad body, changing nothing', async () => {
    const member = await ctx.member();
    const before = await auditCount();
    const own = await setRole(chiefId, { role: 'user' }).expect(403);
    expect(own.body).toEqual({ detail: 'You cannot change your own role', code: 'own_role' });
    const unknown = await setRole(999999, { role: 'admin' }).expect(404);
    expect(unknown.body).toEqual({ detail: 'User 999999 does not exist', code: 'not_found' });
    const bad = await setRole('abc', { role: 'admin' }).expect(400);
    expect(bad.body.code).toBe('bad_request');
    for (const body of [{}, { role: 'root' }, { role: 'admin', extra: 1 }]) {
      const res = await setRole(member.user.id, body).expect(422);
      expect(res.body.code).toBe('invalid_body');
      expect(res.body.errors.length).toBeGreaterThan(0);
    }
    expect(await roleOf(chiefId)).toBe('admin');
    expect(await roleOf(member.user.id)).toBe('user');
    expect(await auditCount()).toBe(before);
  });

  it('never demotes the last admin (the CLI path, which has no acting admin)', async () => {
    const admins = (await ctx.db('users').where({ role: 'admin' }).select('id')).map((r) => Number(r.id));
    // Everyone but the chief goes back to member, so the chief is the last admin.
    for (const id of admins) if (id !== chiefId) await ctx.services.adminUsers.setRole(id, 'user', null);
    expect(await ctx.services.users.countAdmins()).toBe(1);
    await expect(ctx.services.adminUsers.setRole(chiefId, 'user', null)).rejects.toMatchObject({
      status: 409,
      code: 'last_admin',
      message: 'The last admin cannot be demoted or deleted',
    });
    expect(await roleOf(chiefId)).toBe('admin');
  });

  it('keeps an admin when two admins demote each other at the same moment', async () => {
    const a = await ctx.admin('duel-a');
    const b = await ctx.admin('duel-b');
    const idA = (await ctx.services.users.findByLogin('duel-a'))!.id;
    const idB = (await ctx.services.users.findByLogin('duel-b'))!.id;
    await ctx.services.adminUsers.setRole(chiefId, 'user', null);
    try {
      const results = await Promise.all([
        setRole(idB, { role: 'user' }, a.token),
        setRole(idA, { role: 'user' }, b.token),
      ]);
      const statuses = results.map((r) => r.status).sort();
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      // The loser was either demoted already (403 on the admin route) or is the last admin (409).
      expect([403, 409]).toContain(statuses.find((s) => s !== 200));
      expect(await ctx.services.users.countAdmins()).toBe(1);
    } finally {
      await ctx.db('users').where({ id: chiefId }).update({ role: 'admin' });
      await ctx.services.adminUsers.setRole(idA, 'user', null).catch(() => undefined);
      await ctx.services.adminUsers.setRole(idB, 'user', null).catch(() => undefined);
    }
  });
});

describe('a demoted or deleted admin across two servers on one database', () => {
  let ctx: TestContext;
  let a: TestServer;
  let b: TestServer;
  let chief: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    a = serverOn(ctx, manualClock(), CHECK_MS);
    b = serverOn(ctx, manualClock(), CHECK_MS);
    chief = (await ctx.admin('chief')).token;
  });
  afterAll(() => ctx.close());

  const adminUsers = (server: TestServer, token: string) =>
    server.request.get('/api/admin/users').set(bearer(token));

  /** An admin whose account both servers have cached. */
  async function cachedAdmin(username: string) {
    const { token } = await ctx.admin(username);
    const id = (await ctx.services.users.findByLogin(username))!.id;
    await adminUsers(a, token).expect(200);
    await adminUsers(b, token).expect(200);
    return { id, token };
  }

  it('refuses a demoted admin at once on the demoting server, on the other within the bound', async () => {
    const { id, token } = await cachedAdmin('demoted');
    await a.request.put(`/api/admin/user/${id}/role`).set(bearer(chief)).send({ role: 'user' }).expect(200);
    await adminUsers(a, token).expect(403);
    // The other server may answer from its copy until its next check falls due ...
    await adminUsers(b, token).expect(200);
    b.clock.advance(CHECK_MS);
    // ... and not one request later.
    const res = await adminUsers(b, token).expect(403);
    expect(res.body.code).toBe('forbidden');
  });

  it('refuses a deleted admin at once on the deleting server, on the other within the bound', async () => {
    const { id, token } = await cachedAdmin('deleted');
    await a.request.delete(`/api/admin/user/${id}`).set(bearer(chief)).expect(200);
    await adminUsers(a, token).expect(401);
    await adminUsers(b, token).expect(200);
    b.clock.advance(CHECK_MS);
    const res = await adminUsers(b, token).expect(401);
    expect(res.body.code).toBe('invalid_token');
  });

  it('lets a promoted member in on the other server within the bound', async () => {
    const member = await ctx.member();
    await adminUsers(a, member.token).expect(403);
    await adminUsers(b, member.token).expect(403);
    await a.request
      .put(`/api/admin/user/${member.user.id}/role`)
      .set(bearer(chief))
      .send({ role: 'admin' })
      .expect(200);
    await adminUsers(a, member.token).expect(200);
    b.clock.advance(CHECK_MS);
    await adminUsers(b, member.token).expect(200);
  });
});
