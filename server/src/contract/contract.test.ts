// The API contract (schemas/src/api) against the running app, on this suite's database: every
// route is in the table with the access it declares, and every route's success answer, and an
// error answer of each group, matches the contract's schema.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, type ApiRouteKey } from '@camino/schemas/api/routes';
import { mainEntries, optionalEntries, tema, zipOf } from '../test/chapter-fixtures';
import { appRoutes } from '../test/app-routes';
import { bearer, createTestContext, type TestContext } from '../test/test-context';
import { playlistFor, uploadFile } from '../test/upload-helpers';
import { createAnswerChecker } from './validate-answer';

let ctx: TestContext;
let member: Awaited<ReturnType<TestContext['member']>>;
let admin: Awaited<ReturnType<TestContext['admin']>>;
const answers = createAnswerChecker();

beforeAll(async () => {
  ctx = await createTestContext({ seed: true });
  member = await ctx.member();
  admin = await ctx.admin();
});
afterAll(() => ctx?.close());

const api = (path: string) => `/api${path}`;
const asMember = () => bearer(member.token);
const asAdmin = () => bearer(admin.token);

describe('the route table', () => {
  it('compiles, and every schema it names by $id exists', () => {
    answers.compileAll();
  });

  it('lists exactly the routes the app mounts under /api, with the access each declares', () => {
    const mounted = appRoutes(ctx.app)
      .filter((r) => r.path.startsWith('/api/'))
      .map((r) => ({ key: `${r.method} ${r.path.slice('/api'.length)}`, level: r.level }));
    const table = API_ROUTES as Record<string, { access: string }>;
    expect(
      mounted.filter((r) => !(r.key in table)).map((r) => r.key),
      'routes missing from API_ROUTES',
    ).toEqual([]);
    const keys = new Set(mounted.map((r) => r.key));
    expect(
      Object.keys(table).filter((k) => !keys.has(k)),
      'API_ROUTES rows the app does not mount',
    ).toEqual([]);
    const wrongAccess = mounted.filter((r) => table[r.key]?.access !== r.level);
    expect(wrongAccess.map((r) => `${r.key}: app ${r.level}, contract ${table[r.key]?.access}`)).toEqual([]);
  });
});

describe('public content and accounts', () => {
  it('answer as the contract says', async () => {
    const { request } = ctx;
    const volumes = await request.get(api('/volumes'));
    answers.success('GET /volumes', volumes);
    answers.success(
      'GET /volumes',
      await request.get(api('/volumes')).set('If-None-Match', volumes.headers.etag!),
    );
    answers.success('GET /news-config', await request.get(api('/news-config')));
    answers.success('GET /news-config', await request.get(api('/news-config')).set(asMember()));
    for (const path of [
      '/image-config',
      '/evangelio-button-config',
      '/topics-button-config',
      '/about',
    ] as const) {
      answers.success(`GET ${path}`, await request.get(api(path)));
    }
    answers.success('GET /email-validation-status', await request.get(api('/email-validation-status')));
    answers.success('GET /evangelio-del-dia', await request.get(api('/evangelio-del-dia')));
    answers.success('POST /evangelio-views/increment', await request.post(api('/evangelio-views/increment')));
    answers.success('GET /health', await request.get(api('/health')));

    answers.error(await request.get(api('/evangelio-del-dia?date=2025-02-30')), 400, 'bad_request');
    answers.error(await request.get(api('/evangelio-del-dia?date=1999-01-01')), 404, 'not_found');
    answers.error(await request.get(api('/no-such-route')), 404, 'not_found');
  });

  it('sign-in, registration and recovery answer as the contract says', async () => {
    const { request, services } = ctx;
    const login = { username: member.email, password: member.password };
    answers.success('POST /login', await request.post(api('/login')).send(login));
    const open = { first_name: 'Eva', last_name: 'Ruiz', email: 'eva@example.com', password: 'secret123' };
    answers.success('POST /register', await request.post(api('/register')).send(open));
    answers.error(await request.post(api('/register')).send(open), 409, 'email_taken');
    answers.error(await request.post(api('/register')).send({ ...open, email: 'x' }), 422, 'invalid_body');
    answers.error(
      await request.post(api('/login')).send({ ...login, password: 'wrong' }),
      401,
      'invalid_credentials',
    );

    // With email validation on, registration answers without a session; the link verifies.
    await services.accounts.setEmailValidation(true);
    const waiting = { ...open, email: 'waiting@example.com' };
    const registered = answers.success('POST /register', await request.post(api('/register')).send(waiting));
    const verifyToken = await services.tokens.issue(registered.user_info.id, 'verify');
    answers.success(
      'POST /verify-email',
      await request.post(api('/verify-email')).send({ token: verifyToken }),
    );
    answers.error(
      await request.post(api('/verify-email')).send({ token: verifyToken }),
      400,
      'invalid_verification_token',
    );
    await services.accounts.setEmailValidation(false);

    const { token } = (await services.accounts.createResetToken(member.email))!;
    const query = `?token=${encodeURIComponent(token)}`;
    answers.success('POST /validate-reset-token', await request.post(api(`/validate-reset-token${query}`)));
    const reset = { token, new_password: member.password };
    answers.success('POST /reset-password', await request.post(api('/reset-password')).send(reset));
    answers.error(await request.post(api('/reset-password')).send(reset), 400, 'invalid_reset_token');
    // Last: their mail goes out after the answer and issues a reset token that retires the one above.
    const email = { email: member.email };
    answers.success('POST /forgot-password', await request.post(api('/forgot-password')).send(email));
    answers.success('POST /resend-verification', await request.post(api('/resend-verification')).send(email));
    // The reset retired the member's sessions: sign in again.
    member = {
      ...member,
      token: (await request.post(api('/login')).send(login)).body.access_token as string,
    };
  });
});

describe('volume content and member data', () => {
  it('answer as the contract says', async () => {
    const { request } = ctx;
    const playlist = answers.success(
      'GET /volumes/:volume/playlist',
      await request.get(api('/volumes/1/playlist')).set(asMember()),
    );
    const main = await request.get(api('/main-file/1/1')).set(asMember());
    answers.success('GET /main-file/:volume/:index', main);
    const again = request.get(api('/main-file/1/1')).set(asMember()).set('If-None-Match', main.headers.etag!);
    answers.success('GET /main-file/:volume/:index', await again);
    answers.success(
      'GET /optional-file/:volume/:index',
      await request.get(api('/optional-file/1/1')).set(asMember()),
    );

    const watch = { video_id: playlist.items[0].videoId as string, volume_number: 1 };
    answers.success(
      'POST /videos/watch',
      await request.post(api('/videos/watch')).set(asMember()).send(watch),
    );
    const last = request.put(api('/volumes/1/last-chapter')).set(asMember()).send({ index: 2 });
    answers.success('PUT /volumes/:volume/last-chapter', await last);
    answers.success('GET /volumes/progress', await request.get(api('/volumes/progress')).set(asMember()));
    const save = request
      .post(api('/notes/save?volume=1&index=1'))
      .set(asMember())
      .send({ note_text: 'Mi nota' });
    answers.success('POST /notes/save', await save);
    answers.success('GET /notes/:volume/:index', await request.get(api('/notes/1/1')).set(asMember()));
    const temas = answers.success('GET /temas', await request.get(api('/temas')).set(asMember()));
    answers.success('GET /tema/:id', await request.get(api(`/tema/${temas.temas[0].id}`)).set(asMember()));

    answers.error(await request.get(api('/volumes/1/playlist')), 401, 'unauthenticated');
    answers.error(await request.get(api('/main-file/1/1')).set(bearer('not-a-token')), 401, 'invalid_token');
    answers.error(await request.get(api('/main-file/36/999')).set(asMember()), 404, 'not_found');
    answers.error(await request.get(api('/notes/2/2')).set(asMember()), 404, 'not_found');
    answers.error(await request.get(api('/tema/999999')).set(asMember()), 404, 'not_found');
    const badNote = request.post(api('/notes/save?volume=1&index=1')).set(asMember()).send({ note_text: 5 });
    answers.error(await badNote, 422, 'invalid_body');
  });
});

describe('admin: accounts and site settings', () => {
  it('answer as the contract says', async () => {
    const { request } = ctx;
    const doomed = await ctx.member();
    answers.success(
      'GET /admin/users',
      await request.get(api('/admin/users?offset=0&limit=10')).set(asAdmin()),
    );
    answers.success(
      'DELETE /admin/user/:id',
      await request.delete(api(`/admin/user/${doomed.user.id}`)).set(asAdmin()),
    );
    answers.success(
      'GET /admin/email-validation-status',
      await request.get(api('/admin/email-validation-status')).set(asAdmin()),
    );
    const toggle = request
      .post(api('/admin/toggle-email-validation'))
      .set(asAdmin())
      .send({ enabled: false });
    answers.success('POST /admin/toggle-email-validation', await toggle);

    const news = answers.success(
      'GET /admin/news-config',
      await request.get(api('/admin/news-config')).set(asAdmin()),
    );
    answers.success(
      'PUT /admin/news-config',
      await request.put(api('/admin/news-config')).set(asAdmin()).send(news),
    );
    const image = { imageUrl: '/demo/featured.svg', clickUrl: 'https://example.org/' };
    answers.success('GET /admin/image-config', await request.get(api('/admin/image-config')).set(asAdmin()));
    answers.success(
      'POST /admin/image-config',
      await request.post(api('/admin/image-config')).set(asAdmin()).send(image),
    );
    for (const path of ['/admin/evangelio-button-config', '/admin/topics-button-config'] as const) {
      answers.success(`GET ${path}`, await request.get(api(path)).set(asAdmin()));
      answers.success(`POST ${path}`, await request.post(api(path)).set(asAdmin()).send({ enabled: true }));
    }
    const about = { content: '# Camino\n\nSobre nosotros.' };
    answers.success('POST /admin/about', await request.post(api('/admin/about')).set(asAdmin()).send(about));
    const md = { name: 'about.md', data: Buffer.from(about.content), contentType: 'text/markdown' };
    answers.success(
      'POST /admin/about/upload',
      await uploadFile(ctx, admin.token, '/admin/about/upload', md),
    );
    answers.success('GET /admin/audit', await request.get(api('/admin/audit?limit=5')).set(asAdmin()));

    answers.error(await request.get(api('/admin/users')).set(asMember()), 403, 'forbidden');
    answers.error(await request.get(api('/admin/users')), 401, 'unauthenticated');
    answers.error(await request.get(api('/admin/audit?limit=1000')).set(asAdmin()), 400, 'bad_request');
    answers.error(await request.delete(api('/admin/user/999999')).set(asAdmin()), 404, 'not_found');
    answers.error(
      await request.post(api('/admin/image-config')).set(asAdmin()).send({}),
      422,
      'invalid_body',
    );
  });
});

describe('admin: Gospel of the Day', () => {
  it('answers as the contract says', async () => {
    const { request } = ctx;
    const entries = ['2030-01-01', '2030-01-02'].map((date) => ({
      date,
      weekday: 'Martes',
      gospel: { reference: 'Jn 1, 1-5', verses: ['En el principio existía la Palabra.'] },
      reflexion: '<p>Reflexión</p>',
    }));
    const file = { name: 'evangelios.json', data: Buffer.from(JSON.stringify(entries)) };
    answers.success(
      'POST /admin/evangelios/upload',
      await uploadFile(ctx, admin.token, '/admin/evangelios/upload', file),
    );
    answers.success('GET /admin/evangelios', await request.get(api('/admin/evangelios')).set(asAdmin()));
    answers.success(
      'GET /admin/evangelios/:date',
      await request.get(api('/admin/evangelios/2030-01-01')).set(asAdmin()),
    );
    answers.success(
      'GET /admin/evangelio-views/:date',
      await request.get(api('/admin/evangelio-views/2030-01-01')).set(asAdmin()),
    );
    const remove = request
      .delete(api('/admin/evangelios'))
      .set(asAdmin())
      .send({ dates: ['2030-01-01'] });
    answers.success('DELETE /admin/evangelios', await remove);

    answers.error(await request.get(api('/admin/evangelios/2030-01-01')).set(asAdmin()), 404, 'not_found');
    answers.error(
      await request
        .delete(api('/admin/evangelios'))
        .set(asAdmin())
        .send({ dates: ['x'] }),
      422,
      'invalid_body',
    );
    const bad = { name: 'evangelios.json', data: Buffer.from('[{"date": "2030-01-01"}]') };
    answers.error(await uploadFile(ctx, admin.token, '/admin/evangelios/upload', bad), 422, 'invalid_body');
  });
});

describe('admin: content', () => {
  it('answers as the contract says', async () => {
    const { request } = ctx;
    const upload = (path: string, name: string, data: Buffer) =>
      uploadFile(ctx, admin.token, path, { name, data });
    const playlist = Buffer.from(JSON.stringify(playlistFor(4)));
    answers.success(
      'POST /admin/upload-playlist',
      await upload('/admin/upload-playlist', 'Vol_4.json', playlist),
    );
    answers.success('GET /admin/playlists', await request.get(api('/admin/playlists')).set(asAdmin()));
    answers.success(
      'DELETE /admin/playlists/:volume',
      await request.delete(api('/admin/playlists/4')).set(asAdmin()),
    );
    // One refused file in each ZIP, so failed_files is checked with its problems too.
    const mainZip = await zipOf([...mainEntries(4, 1, 2), ['4-3.json', '{"info": {}}']]);
    answers.success(
      'POST /admin/upload-main-files',
      await upload('/admin/upload-main-files', 'Vol_4_main.zip', mainZip),
    );
    const optionalZip = await zipOf(optionalEntries(4, 1, 2));
    const optional = await upload('/admin/upload-optional-files', 'Vol_4_optional.zip', optionalZip);
    answers.success('POST /admin/upload-optional-files', optional);
    const temasZip = await zipOf([
      ['paz.json', tema('Paz')],
      ['roto.json', '{'],
    ]);
    const report = answers.success(
      'POST /admin/upload-temas',
      await upload('/admin/upload-temas', 'temas.zip', temasZip),
    );
    const id = report.processed_temas[0].id as number;
    answers.success('GET /admin/temas', await request.get(api('/admin/temas')).set(asAdmin()));
    const hide = request
      .put(api(`/admin/tema/${id}/visibility`))
      .set(asAdmin())
      .send({ visible: false });
    answers.success('PUT /admin/tema/:id/visibility', await hide);
    answers.success('DELETE /admin/tema/:id', await request.delete(api(`/admin/tema/${id}`)).set(asAdmin()));

    answers.error(await request.delete(api('/admin/playlists/4')).set(asAdmin()), 404, 'not_found');
    answers.error(
      await upload('/admin/upload-playlist', 'Vol_4.json', Buffer.from('{"items": []}')),
      422,
      'invalid_body',
    );
    answers.error(await upload('/admin/upload-main-files', 'volume.zip', mainZip), 400, 'bad_request');
    answers.error(await request.get(api('/admin/temas')).set(asMember()), 403, 'forbidden');
  });
});

describe('coverage', () => {
  it('every route of the contract got a checked success answer above', () => {
    const missing: ApiRouteKey[] = answers.unvalidated();
    expect(missing, 'routes with no checked success answer: add a call to this test').toEqual([]);
  });
});
