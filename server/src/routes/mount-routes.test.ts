// Proves the route table is what the server mounts: a handler for every row and for nothing else
// (checked by the compiler), each key handled once, Express's path precedence kept by the order
// of mounting, every query and body checked by the row's schema (query-checks.test.ts calls each
// query) and every upload capped by the row's rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUERY_VALIDATORS } from '@camino/schemas/api-query-validators';
import { API_ROUTES, type ApiRouteKey, type ApiRouteSpec } from '@camino/schemas/api/routes';
import { createAccess } from '../middleware/access';
import { CONTENT_ZIP_LIMITS } from '../services/upload-files';
import { appRoutes } from '../test/app-routes';
import { createTestContext, type TestContext } from '../test/test-context';
import { uploadFile } from '../test/upload-helpers';
import type { ApiHandler, ApiHandlers, RouteHandlers } from './api-handler';
import { BODY_VALIDATORS } from './body-validators';
import { combineHandlers, mountRoutes } from './mount-routes';
import { notesHandlers } from './notes/router';
import type { RouterDeps } from './router-deps';

const ROWS = Object.entries(API_ROUTES as Record<ApiRouteKey, ApiRouteSpec>) as Array<[string, ApiRouteSpec]>;
const ok: ApiHandler<'GET /notes'> = (_req, res) => res.end();

/** Never called: what must not compile, each line held by its @ts-expect-error. */
export function mustNotCompile(deps: RouterDeps) {
  // @ts-expect-error a handler for a route the table does not have
  const unknownRoute = { 'GET /nowhere': ok } satisfies RouteHandlers;
  // @ts-expect-error an upload route needs what a wrong file is told
  const bareUpload = { 'POST /admin/upload-temas': ok } satisfies RouteHandlers;
  // @ts-expect-error every route of the table needs a handler, and only the notes' have one
  const incomplete: ApiHandlers = combineHandlers(notesHandlers(deps));
  return [unknownRoute, bareUpload, incomplete];
}

/** The `:param`s of `pattern` as wildcards: does it match `path` segment by segment? */
function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.split('/');
  return want.length === got.length && want.every((part, i) => part.startsWith(':') || part === got[i]);
}

/** The routes whose requests an earlier route of the same method takes (Express tries them in order). */
function shadowed(mounted: Array<{ method: string; path: string }>): string[] {
  return mounted
    .filter(
      (route) => mounted.find((r) => r.method === route.method && matches(r.path, route.path)) !== route,
    )
    .map((r) => `${r.method} ${r.path}`);
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

describe('mounting the route table', () => {
  it('refuses a route handled by two modules', () => {
    expect(() => combineHandlers({ 'GET /notes': ok }, { 'GET /notes': ok })).toThrow(
      'GET /notes is handled twice',
    );
  });

  it('refuses an upload route without what a wrong file is told, and a body check for a route without body', () => {
    const access = createAccess({ config: ctx.config, services: ctx.services, clock: ctx.clock });
    const upload = { 'POST /admin/upload-temas': { handle: ok } } as unknown as RouteHandlers;
    expect(() => mountRoutes(upload, access)).toThrow('an upload route needs its wrongFileMessage');
    const body = { 'GET /notes': { checkBody: null, handle: ok } } satisfies RouteHandlers;
    expect(() => mountRoutes(body, access)).toThrow('GET /notes takes no body to check');
  });

  it('has a validator for every request body the table names', () => {
    const bodies = ROWS.flatMap(([, spec]) => (spec.body ? [spec.body.$ref] : []));
    expect(bodies.filter((id) => !BODY_VALIDATORS.has(id))).toEqual([]);
  });

  it('has a precompiled validator for every query schema the table names', () => {
    const queries = ROWS.flatMap(([, spec]) => (spec.query ? [(spec.query as { $id: string }).$id] : []));
    expect(queries.length).toBeGreaterThan(0);
    expect(queries.filter((id) => !QUERY_VALIDATORS.has(id))).toEqual([]);
  });

  it('mounts every path before any other that would take its requests', () => {
    const mounted = appRoutes(ctx.app).filter((r) => r.path.startsWith('/api/'));
    expect(shadowed(mounted)).toEqual([]);
    // The check bites: a parameter mounted before a literal of the same length takes its requests.
    const reversed = [
      { method: 'GET', path: '/api/notes/:volume' },
      { method: 'GET', path: '/api/notes/history' },
    ];
    expect(shadowed(reversed)).toEqual(['GET /api/notes/history']);
  });
});

describe('upload rules', () => {
  let token: string;
  beforeAll(async () => {
    ({ token } = await ctx.admin());
  });

  const uploads = ROWS.filter(([, spec]) => spec.upload).map(([key, spec]) => ({
    path: key.split(' ')[1]!,
    extension: spec.upload!.extensions[0]!,
    maxBytes: spec.upload!.maxBytes,
  }));

  it('reads content ZIPs under the entry rule of their rows', () => {
    for (const key of ['POST /admin/upload-main-files', 'POST /admin/upload-temas'] as const) {
      expect(CONTENT_ZIP_LIMITS).toMatchObject(API_ROUTES[key].upload.zip);
    }
  });

  it.each(uploads)('$path refuses a file one byte over its row’s cap with 413', async (row) => {
    const file = { name: `Vol_7_main${row.extension}`, data: Buffer.alloc(row.maxBytes + 1, 32) };
    const res = await uploadFile(ctx, token, row.path, file).expect(413);
    expect(res.body).toMatchObject({
      code: 'payload_too_large',
      detail: `The file is larger than ${row.maxBytes / 1024 / 1024} MB`,
    });
  });

  it.each(uploads.filter((row) => row.maxBytes <= 5 * 1024 * 1024))(
    '$path reads a file of exactly its row’s cap',
    async (row) => {
      const file = { name: `Vol_7_main${row.extension}`, data: Buffer.alloc(row.maxBytes, 32) };
      const res = await uploadFile(ctx, token, row.path, file);
      expect(res.status).not.toBe(413);
    },
  );
});
