// Proves every /api/admin route, whoever wrote it, is admin-only: 401 without a token and 403 for
// a member, before any body is read or anything changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRoutes } from '../test/app-routes';
import { bearer, createTestContext, type TestContext } from '../test/test-context';

/** Fills path parameters with values the routes accept, so the guard (not a 400) answers. */
const concrete = (path: string) => path.replace(/:date\b/g, '2026-11-22').replace(/:(\w+)/g, '1');

describe('admin routes', () => {
  let ctx: TestContext;
  let member: string;
  beforeAll(async () => {
    ctx = await createTestContext({ seed: true });
    member = (await ctx.member()).token;
  });
  afterAll(() => ctx.close());

  const adminRoutes = () => appRoutes(ctx.app).filter((r) => r.path.startsWith('/api/admin/'));

  it('are all declared admin-only', () => {
    expect(adminRoutes().length).toBeGreaterThan(0);
    expect(adminRoutes().filter((r) => r.level !== 'admin')).toEqual([]);
  });

  it('answer 401 without a token and 403 with a member token, changing nothing', async () => {
    const before = await ctx.db('audit_log').count<{ n: number }[]>({ n: '*' });
    for (const { method, path } of adminRoutes()) {
      const url = concrete(path);
      const call = () => ctx.request[method.toLowerCase() as 'get'](url).send({ enabled: true });
      const anonymous = await call();
      expect({ route: `${method} ${url}`, status: anonymous.status, code: anonymous.body.code }).toEqual({
        route: `${method} ${url}`,
        status: 401,
        code: 'unauthenticated',
      });
      const asMember = await call().set(bearer(member));
      expect({ route: `${method} ${url}`, status: asMember.status, code: asMember.body.code }).toEqual({
        route: `${method} ${url}`,
        status: 403,
        code: 'forbidden',
      });
    }
    expect(await ctx.db('audit_log').count<{ n: number }[]>({ n: '*' })).toEqual(before);
    expect(await ctx.services.settings.get('email_validation')).toEqual({ enabled: false });
  });
});
