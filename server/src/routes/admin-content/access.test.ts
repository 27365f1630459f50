// Proves every admin content route is declared admin-only on its first handler, and answers 401
// without a token and 403 to a member, before any upload body is read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLevelOf, createAccess } from '../../middleware/access';
import { bearer, createTestContext, type TestContext } from '../../test/test-context';
import { mountRoutes } from '../mount-routes';
import { adminContentHandlers } from './router';

interface Layer {
  handle: { stack?: Layer[] };
  route?: { path: string; methods: Record<string, boolean>; stack: { handle: unknown }[] };
}

/** Every route under `stack` as `METHOD path` with the access level of its first handler. */
function routesOf(stack: Layer[]): Array<[string, string | undefined]> {
  return stack.flatMap((layer): Array<[string, string | undefined]> => {
    if (layer.route) {
      const level = accessLevelOf(layer.route.stack[0]?.handle);
      return Object.keys(layer.route.methods).map((m) => [`${m.toUpperCase()} ${layer.route!.path}`, level]);
    }
    return layer.handle.stack ? routesOf(layer.handle.stack) : [];
  });
}

const ROUTES = [
  'GET /admin/playlists',
  'POST /admin/upload-playlist',
  'DELETE /admin/playlists/:volume',
  'POST /admin/upload-main-files',
  'POST /admin/upload-optional-files',
  'POST /admin/upload-temas',
  'GET /admin/temas',
  'GET /admin/tema/:id',
  'PUT /admin/tema/:id/visibility',
  'DELETE /admin/tema/:id',
  'GET /admin/chapters/:volume',
  'DELETE /admin/chapters/:volume/:index',
  'GET /admin/paths',
  'GET /admin/path/:id',
  'PUT /admin/path',
  'DELETE /admin/path/:id',
];

/** A concrete request for each route. */
const call = (route: string) => {
  const [method, path] = route.split(' ') as [string, string];
  return [
    method.toLowerCase() as 'get' | 'post' | 'put' | 'delete',
    `/api${path.replace(':volume', '3').replace(':id', '1').replace(':index', '1')}`,
  ] as const;
};

describe('admin content access', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('declares requireAdmin as the first handler of every route', () => {
    const access = createAccess({ config: ctx.config, services: ctx.services, clock: ctx.clock });
    const router = mountRoutes(adminContentHandlers({ ...ctx, access }), access);
    const routes = routesOf((router as unknown as { stack: Layer[] }).stack);
    expect(routes.map(([route]) => route).sort()).toEqual([...ROUTES].sort());
    expect(routes.filter(([, level]) => level !== 'admin')).toEqual([]);
  });

  it.each(ROUTES)('%s answers 401 without a token and 403 to a member', async (route) => {
    const [method, path] = call(route);
    const anonymous = await ctx.request[method](path).expect(401);
    expect(anonymous.body.code).toBe('unauthenticated');
    const { token } = await ctx.member();
    const member = await ctx.request[method](path).set(bearer(token)).expect(403);
    expect(member.body.code).toBe('forbidden');
  });
});
