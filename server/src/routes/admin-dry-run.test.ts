// Proves the one dry-run rule of the admin API (middleware/dry-run-rule.ts): every admin route
// either honours `?dry_run=1` (its query in the route table declares it) or refuses it with 400
// before anything runs; none ignores it and acts. Walks every admin row of the route table.
import { API_ROUTES, type ApiRouteSpec } from '@camino/schemas/api/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../test/test-context';

/** Fills path parameters with values the routes accept, so the rule (not a 404) answers. */
const concrete = (path: string) => path.replace(/:date\b/g, '2026-11-22').replace(/:(\w+)/g, '1');

const adminRoutes = Object.entries(API_ROUTES as Record<string, ApiRouteSpec>).filter(
  ([, spec]) => spec.access === 'admin',
);
const declaresDryRun = (spec: ApiRouteSpec) =>
  'dry_run' in ((spec.query as { properties?: object } | undefined)?.properties ?? {});

describe('dry_run on admin routes', () => {
  let ctx: TestContext;
  let admin: string;
  beforeAll(async () => {
    ctx = await createTestContext({ seed: true });
    admin = (await ctx.admin()).token;
  });
  afterAll(() => ctx.close());

  const send = (key: string, query: string, token = admin, body?: object) => {
    const [method, path] = key.split(' ') as [string, string];
    const test = ctx.request[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](
      `/api${concrete(path)}${query}`,
    ).set(bearer(token));
    return body ? test.send(body) : test;
  };
  const refusedForDryRun = (res: { status: number; body: { errors?: Array<{ pointer: string }> } }) =>
    res.status === 400 && (res.body.errors ?? []).some((e) => e.pointer === '/dry_run');
  const auditRows = async () => Number((await ctx.db('audit_log').count({ n: '*' }))[0]!.n);

  it('covers the admin routes of the table, the user delete and role calls among those refusing it', () => {
    const refusing = adminRoutes.filter(([, spec]) => !declaresDryRun(spec)).map(([key]) => key);
    expect(refusing).toEqual(expect.arrayContaining(['DELETE /admin/user/:id', 'PUT /admin/user/:id/role']));
    expect(adminRoutes.length - refusing.length).toBeGreaterThan(10);
  });

  it.each(adminRoutes.filter(([, spec]) => !declaresDryRun(spec)))(
    '%s without a dry run refuses ?dry_run with 400 and changes nothing',
    async (key) => {
      const before = await auditRows();
      for (const value of ['1', 'true', '0']) {
        const res = await send(key, `?dry_run=${value}`, admin, { role: 'admin', enabled: true });
        expect(refusedForDryRun(res), `${key}?dry_run=${value}: ${res.status}`).toBe(true);
        expect(res.body.code).toBe('bad_request');
      }
      expect(await auditRows()).toBe(before);
    },
  );

  it.each(adminRoutes.filter(([, spec]) => declaresDryRun(spec)))('%s honours ?dry_run', async (key) => {
    const res = await send(key, '?dry_run=1');
    expect(refusedForDryRun(res), `${key}: ${res.status}`).toBe(false);
  });

  it('a dry run of a member’s deletion or promotion deletes and promotes no one, in the admin’s language', async () => {
    const { user } = await ctx.member();
    const byId = () => ctx.db('users').where({ id: user.id }).first<{ role: string } | undefined>();
    const remove = await ctx.request
      .delete(`/api/admin/user/${user.id}?dry_run=1`)
      .set(bearer(admin))
      .set('Accept-Language', 'es')
      .expect(400);
    expect(remove.body).toMatchObject({
      code: 'bad_request',
      detail: 'Esta llamada no tiene simulación: envíala sin dry_run',
      errors: [{ pointer: '/dry_run', message: 'no se acepta en esta llamada' }],
    });
    await ctx.request
      .put(`/api/admin/user/${user.id}/role?dry_run=1`)
      .set(bearer(admin))
      .send({ role: 'admin' })
      .expect(400);
    expect((await byId())?.role).toBe('user');
    // Without the parameter the calls act as before.
    await ctx.request
      .put(`/api/admin/user/${user.id}/role`)
      .set(bearer(admin))
      .send({ role: 'admin' })
      .expect(200);
    expect((await byId())?.role).toBe('admin');
  });

  it('asks nothing of a member or an anonymous caller first: 401 and 403 come before the rule', async () => {
    const member = (await ctx.member()).token;
    await ctx.request.delete('/api/admin/user/1?dry_run=1').expect(401);
    await ctx.request.delete('/api/admin/user/1?dry_run=1').set(bearer(member)).expect(403);
  });
});
