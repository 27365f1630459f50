// Proves the audit log read (who did what and when, newest first, paginated) and that every
// route of the admin site routers is for admins only, declared on its first handler.
import type { Router } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../lib/clock';
import { accessLevelOf, createAccess } from '../../middleware/access';
import { bearer, createTestContext, type TestContext } from '../../test/test-context';
import type { RouterDeps } from '../router-deps';
import { mountRoutes } from '../mount-routes';
import { adminAboutHandlers } from './about-router';
import { adminAuditHandlers } from './audit-router';
import { adminGospelHandlers } from './gospel-router';
import { adminSettingsHandlers } from './settings-router';
import { adminUsersHandlers } from './users-router';

// A clock the test moves forward, so each change gets its own time.
let now = new Date('2026-11-22T10:00:00.000Z');
const clock: Clock = { now: () => now };
const tick = () => (now = new Date(now.getTime() + 60_000));

describe('admin audit log', () => {
  let ctx: TestContext;
  let admin: string;
  let other: string;
  beforeAll(async () => {
    ctx = await createTestContext({ seed: true, clock });
    admin = (await ctx.admin('audit-a')).token;
    other = (await ctx.admin('audit-b')).token;
  });
  afterAll(() => ctx.close());

  it('refuses no token (401) and a member (403)', async () => {
    await ctx.request.get('/api/admin/audit').expect(401);
    const { token } = await ctx.member();
    await ctx.request.get('/api/admin/audit').set(bearer(token)).expect(403);
  });

  it('shows who changed what and when, newest first', async () => {
    tick();
    await ctx.request
      .post('/api/admin/topics-button-config')
      .set(bearer(admin))
      .send({ enabled: false })
      .expect(200);
    tick();
    await ctx.request.post('/api/admin/about').set(bearer(other)).send({ content: '# Hola' }).expect(200);
    tick();
    const victim = await ctx.member({ email: 'victim@example.com' });
    await ctx.request.delete(`/api/admin/user/${victim.user.id}`).set(bearer(admin)).expect(200);

    const res = await ctx.request.get('/api/admin/audit').set(bearer(admin)).expect(200);
    expect(res.body.pagination).toEqual({ offset: 0, limit: 50, total_count: 3, has_more: false });
    expect(res.body.entries).toEqual([
      {
        id: expect.any(Number),
        actor_id: expect.any(Number),
        actor_name: 'audit-a',
        action: 'user.delete',
        target: `user:${victim.user.id}`,
        details: { email: 'victim@example.com', username: null, user_type: 'user' },
        created_at: '2026-11-22T10:03:00.000Z',
      },
      {
        id: expect.any(Number),
        actor_id: expect.any(Number),
        actor_name: 'audit-b',
        action: 'about.update',
        target: 'about',
        details: { characters: 6 },
        created_at: '2026-11-22T10:02:00.000Z',
      },
      {
        id: expect.any(Number),
        actor_id: expect.any(Number),
        actor_name: 'audit-a',
        action: 'settings.topics_button',
        target: 'topics_button',
        details: { enabled: false },
        created_at: '2026-11-22T10:01:00.000Z',
      },
    ]);
  });

  it('pages through the entries', async () => {
    const page = await ctx.request.get('/api/admin/audit?offset=1&limit=1').set(bearer(admin)).expect(200);
    expect(page.body.entries.map((e: { action: string }) => e.action)).toEqual(['about.update']);
    expect(page.body.pagination).toEqual({ offset: 1, limit: 1, total_count: 3, has_more: true });
  });

  it('refuses bad paging values with 400 and pointers', async () => {
    const res = await ctx.request.get('/api/admin/audit?offset=-3&limit=500').set(bearer(admin)).expect(400);
    expect(res.body.errors).toEqual([
      expect.objectContaining({ pointer: '/offset', message: 'must be at least 0' }),
      expect.objectContaining({ pointer: '/limit', message: 'must be at most 100' }),
    ]);
  });
});

describe('admin site routers', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  interface Layer {
    route?: { path: string; methods: Record<string, boolean>; stack: { handle: unknown }[] };
  }

  it('declare requireAdmin as the first handler of every route', () => {
    const access = createAccess({ config: ctx.config, services: ctx.services, clock: ctx.clock });
    const deps: RouterDeps = {
      db: ctx.db,
      config: ctx.config,
      clock: ctx.clock,
      services: ctx.services,
      access,
      cache: ctx.cache,
    };
    const routers: Router[] = [
      adminUsersHandlers(deps),
      adminSettingsHandlers(deps),
      adminGospelHandlers(deps),
      adminAboutHandlers(deps),
      adminAuditHandlers(deps),
    ].map((handlers) => mountRoutes(handlers, access));
    const routes = routers.flatMap((router) =>
      (router.stack as unknown as Layer[]).flatMap((layer) =>
        Object.keys(layer.route!.methods).map((method) => ({
          route: `${method.toUpperCase()} ${layer.route!.path}`,
          first: layer.route!.stack[0]!.handle,
        })),
      ),
    );
    expect(routes).toHaveLength(19);
    for (const { route, first } of routes) {
      expect({ route, level: accessLevelOf(first), guard: first === access.requireAdmin }).toEqual({
        route,
        level: 'admin',
        guard: true,
      });
      expect(route).toMatch(/^[A-Z]+ \/admin\//);
    }
  });
});
