// Proves every /api/admin route, whoever wrote it, is admin-only: 401 without a token and 403 for
// a member before anything changes, and that an admin's call succeeds (one table row per route).
import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainEntries, optionalEntries, tema, zipOf } from '../test/chapter-fixtures';
import { appRoutes } from '../test/app-routes';
import { bearer, createTestContext, type TestContext } from '../test/test-context';
import { playlistFor } from '../test/upload-helpers';

/** Fills path parameters with values the routes accept, so the guard (not a 400) answers. */
/** The About page's English translation, which the demo seeds. */
const ABOUT_EN = { kind: 'about', key: 'about', lang: 'en' };
/** A reading path whose id is what `concrete` puts in a path parameter. */
const PATH_ONE = {
  id: '1',
  title: { en: 'One', es: 'Uno' },
  description: { en: 'One day', es: 'Un día' },
  start: 'on-join',
  days: [{ gospel: true }],
};
const concrete = (path: string) => path.replace(/:date\b/g, '2026-11-22').replace(/:(\w+)/g, '1');

describe('admin routes', () => {
  let ctx: TestContext;
  let member: string;
  beforeAll(async () => {
    ctx = await createTestContext({ seed: true });
    member = (await ctx.member()).token;
  });
  afterAll(() => ctx.close());

  const json = (data: unknown) => Buffer.from(JSON.stringify(data));
  const gospelEntry = {
    date: '2030-01-01',
    gospel: { reference: 'Juan 3:16', verses: ['Porque de tal manera amó Dios al mundo'] },
  };

  /** The admin's success path of every admin route, in an order where each call has what it needs. */
  const SUCCESS: Array<
    [route: string, call: (t: TestContext['request']) => PromiseLike<Response>, status: number]
  > = [
    ['GET /api/admin/playlists', (r) => r.get('/api/admin/playlists'), 200],
    [
      'POST /api/admin/upload-playlist',
      (r) =>
        r.post('/api/admin/upload-playlist').attach('file', json(playlistFor(9, 2)), {
          filename: 'Vol_9.json',
          contentType: 'application/json',
        }),
      200,
    ],
    ['DELETE /api/admin/playlists/:volume', (r) => r.delete('/api/admin/playlists/9'), 200],
    [
      'POST /api/admin/upload-main-files',
      async (r) =>
        r.post('/api/admin/upload-main-files').attach('file', await zipOf(mainEntries(4, 1, 2)), {
          filename: 'Vol_4_main.zip',
          contentType: 'application/zip',
        }),
      200,
    ],
    [
      'POST /api/admin/upload-optional-files',
      async (r) =>
        r.post('/api/admin/upload-optional-files').attach('file', await zipOf(optionalEntries(4, 1, 2)), {
          filename: 'Vol_4_optional.zip',
          contentType: 'application/zip',
        }),
      200,
    ],
    ['GET /api/admin/chapters/:volume', (r) => r.get('/api/admin/chapters/4'), 200],
    [
      'DELETE /api/admin/chapters/:volume/:index',
      (r) => r.delete('/api/admin/chapters/4/2').query({ kind: 'main' }),
      200,
    ],
    [
      'POST /api/admin/upload-temas',
      async (r) =>
        r.post('/api/admin/upload-temas').attach('file', await zipOf([['gratitud.json', tema('Gratitud')]]), {
          filename: 'temas.zip',
          contentType: 'application/zip',
        }),
      200,
    ],
    ['GET /api/admin/temas', (r) => r.get('/api/admin/temas'), 200],
    ['GET /api/admin/tema/:id', (r) => r.get('/api/admin/tema/1'), 200],
    [
      'PUT /api/admin/tema/:id/visibility',
      (r) => r.put('/api/admin/tema/1/visibility').send({ visible: false }),
      200,
    ],
    ['DELETE /api/admin/tema/:id', (r) => r.delete('/api/admin/tema/1'), 200],
    ['GET /api/admin/paths', (r) => r.get('/api/admin/paths'), 200],
    ['PUT /api/admin/path', (r) => r.put('/api/admin/path').send(PATH_ONE), 200],
    ['GET /api/admin/path/:id', (r) => r.get('/api/admin/path/1'), 200],
    ['DELETE /api/admin/path/:id', (r) => r.delete('/api/admin/path/1'), 200],
    ['GET /api/admin/users', (r) => r.get('/api/admin/users'), 200],
    [
      'PUT /api/admin/user/:id/role',
      (r) => r.put(`/api/admin/user/${victim}/role`).send({ role: 'admin' }),
      200,
    ],
    ['DELETE /api/admin/user/:id', (r) => r.delete(`/api/admin/user/${victim}`), 200],
    ['GET /api/admin/email-validation-status', (r) => r.get('/api/admin/email-validation-status'), 200],
    [
      'POST /api/admin/toggle-email-validation',
      (r) => r.post('/api/admin/toggle-email-validation').send({ enabled: false }),
      200,
    ],
    ['GET /api/admin/news-config', (r) => r.get('/api/admin/news-config'), 200],
    [
      'PUT /api/admin/news-config',
      (r) =>
        r
          .put('/api/admin/news-config')
          .send({ public: { enabled: true, title: 'Hola' }, private: { enabled: false, title: '' } }),
      200,
    ],
    ['GET /api/admin/image-config', (r) => r.get('/api/admin/image-config'), 200],
    [
      'POST /api/admin/image-config',
      (r) =>
        r
          .post('/api/admin/image-config')
          .send({ imageUrl: 'https://x.org/a.png', clickUrl: 'https://x.org' }),
      200,
    ],
    ['GET /api/admin/evangelio-button-config', (r) => r.get('/api/admin/evangelio-button-config'), 200],
    [
      'POST /api/admin/evangelio-button-config',
      (r) => r.post('/api/admin/evangelio-button-config').send({ enabled: false }),
      200,
    ],
    ['GET /api/admin/topics-button-config', (r) => r.get('/api/admin/topics-button-config'), 200],
    [
      'POST /api/admin/topics-button-config',
      (r) => r.post('/api/admin/topics-button-config').send({ enabled: false }),
      200,
    ],
    ['GET /api/admin/liturgical-calendar', (r) => r.get('/api/admin/liturgical-calendar'), 200],
    [
      'PUT /api/admin/liturgical-calendar',
      (r) => r.put('/api/admin/liturgical-calendar').send({ calendar: 'general-roman' }),
      200,
    ],
    [
      'POST /api/admin/evangelios/upload',
      (r) =>
        r.post('/api/admin/evangelios/upload').attach('file', json([gospelEntry]), {
          filename: 'evangelios.json',
          contentType: 'application/json',
        }),
      200,
    ],
    ['GET /api/admin/evangelios', (r) => r.get('/api/admin/evangelios'), 200],
    ['GET /api/admin/evangelios/:date', (r) => r.get('/api/admin/evangelios/2030-01-01'), 200],
    ['GET /api/admin/evangelio-views/:date', (r) => r.get('/api/admin/evangelio-views/2030-01-01'), 200],
    [
      'DELETE /api/admin/evangelios',
      (r) => r.delete('/api/admin/evangelios').send({ dates: ['2030-01-01'] }),
      200,
    ],
    ['POST /api/admin/about', (r) => r.post('/api/admin/about').send({ content: '# Acerca de' }), 200],
    [
      'GET /api/admin/content-item',
      (r) => r.get('/api/admin/content-item').query({ kind: 'about', key: 'about' }),
      200,
    ],
    [
      'POST /api/admin/about/upload',
      (r) =>
        r
          .post('/api/admin/about/upload')
          .attach('file', Buffer.from('# Hola'), { filename: 'about.md', contentType: 'text/markdown' }),
      200,
    ],
    ['GET /api/admin/audit', (r) => r.get('/api/admin/audit'), 200],
    ['GET /api/admin/translations', (r) => r.get('/api/admin/translations'), 200],
    ['GET /api/admin/translation', (r) => r.get('/api/admin/translation').query(ABOUT_EN), 200],
    [
      'PUT /api/admin/translation',
      (r) => r.put('/api/admin/translation').send({ ...ABOUT_EN, content: { content: '# About' } }),
      200,
    ],
    [
      'POST /api/admin/translation/confirm',
      (r) => r.post('/api/admin/translation/confirm').send(ABOUT_EN),
      200,
    ],
    ['DELETE /api/admin/translation', (r) => r.delete('/api/admin/translation').send(ABOUT_EN), 200],
    ['GET /api/admin/revisions', (r) => r.get('/api/admin/revisions'), 200],
    // The About saves above made revisions: the newest is read, then reverted.
    [
      'GET /api/admin/revisions/:id',
      async (r) => r.get(`/api/admin/revisions/${await newestRevision(r)}`),
      200,
    ],
    [
      'POST /api/admin/revisions/:id/revert',
      async (r) => r.post(`/api/admin/revisions/${await newestRevision(r)}/revert`),
      200,
    ],
  ];
  let victim = 0;

  async function newestRevision(r: TestContext['request']): Promise<number> {
    const page = await r.get('/api/admin/revisions?limit=1');
    const [newest] = (page.body as { items: Array<{ id: number }> }).items;
    if (!newest) throw new Error('no revision to read: the About saves above should have made one');
    return newest.id;
  }

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

  it('has a success row for every admin route, and each succeeds for an admin', async () => {
    expect(SUCCESS.map(([route]) => route).sort()).toEqual(
      adminRoutes()
        .map((r) => r.route)
        .sort(),
    );
    const { token } = await ctx.admin();
    victim = (await ctx.member()).user.id;
    const asAdmin = {
      get: (url: string) => ctx.request.get(url).set(bearer(token)),
      post: (url: string) => ctx.request.post(url).set(bearer(token)),
      put: (url: string) => ctx.request.put(url).set(bearer(token)),
      delete: (url: string) => ctx.request.delete(url).set(bearer(token)),
    } as unknown as TestContext['request'];
    for (const [route, call, status] of SUCCESS) {
      const res = await call(asAdmin);
      expect({ route, status: res.status, detail: res.body.detail }).toEqual({
        route,
        status,
        detail: undefined,
      });
    }
    expect(await ctx.db('audit_log').count<{ n: number }[]>({ n: '*' })).not.toEqual([{ n: 0 }]);
  });
});
