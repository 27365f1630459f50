// The API contract (schemas/src/api) against the running app, on this suite's database: every
// route is in the table with the access it declares, and every route's success answer, and an
// error answer of each group, matches the contract's schema.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ErrorCode } from '@camino/schemas/api/error-codes';
import { API_ROUTES, type ApiRouteKey } from '@camino/schemas/api/routes';
import { appRoutes } from '../app-routes';
import { mainEntries, optionalEntries, tema, zipOf } from '../chapter-fixtures';
import { signUnsubscribeToken } from '../../services/reminders/unsubscribe-token';
import { testDevice } from '../push-service';
import { createTestContext, type TestContext } from '../test-context';
import { playlistFor } from '../upload-helpers';
import { createRouteCaller, type RouteCall } from './call-route';
import { createAnswerChecker } from './validate-answer';

let ctx: TestContext;
let call: ReturnType<typeof createRouteCaller>;
let member: string;
let admin: string;
const answers = createAnswerChecker();

beforeAll(async () => {
  ctx = await createTestContext({ seed: true });
  call = createRouteCaller(ctx.request);
  member = (await ctx.member({ email: 'ana@example.com' })).token;
  admin = (await ctx.admin()).token;
});
afterAll(() => ctx?.close());

/** Calls `route` and checks the request and its success answer against the contract; answers the typed body. */
const ok = async <K extends ApiRouteKey>(route: K, request: RouteCall<K> = {} as RouteCall<K>) => {
  answers.request(route, request);
  return answers.success(route, await call(route, request));
};

/** Calls `route` and checks the error answer: status, code and the error body's schema. */
const fails = async <K extends ApiRouteKey>(
  route: K,
  request: RouteCall<K>,
  status: number,
  code: ErrorCode,
) => answers.error(await call(route, request), status, code);

describe('the route table', () => {
  it('compiles, and every schema it names by $id exists', () => {
    answers.compileAll();
  });

  it('lists exactly the routes the app mounts under /api, with the access each declares', () => {
    const mounted = appRoutes(ctx.app)
      .filter((r) => r.path.startsWith('/api/'))
      .map((r) => ({ key: `${r.method} ${r.path.slice('/api'.length)}`, level: r.level }));
    const table = API_ROUTES as Record<string, { access: string }>;
    const missing = mounted.filter((r) => !(r.key in table)).map((r) => r.key);
    expect(missing, 'routes missing from API_ROUTES').toEqual([]);
    const keys = new Set(mounted.map((r) => r.key));
    expect(
      Object.keys(table).filter((k) => !keys.has(k)),
      'rows the app does not mount',
    ).toEqual([]);
    const wrongAccess = mounted.filter((r) => table[r.key]?.access !== r.level);
    expect(wrongAccess.map((r) => `${r.key}: app ${r.level}, contract ${table[r.key]?.access}`)).toEqual([]);
  });
});

describe('public content and accounts', () => {
  it('answer as the contract says', async () => {
    const volumes = await call('GET /volumes');
    answers.success('GET /volumes', volumes);
    await ok('GET /volumes', { headers: { 'If-None-Match': volumes.headers.etag! } }); // 304
    await ok('GET /news-config');
    await ok('GET /news-config', { token: member });
    await ok('GET /image-config');
    await ok('GET /evangelio-button-config');
    await ok('GET /topics-button-config');
    await ok('GET /about');
    await ok('GET /email-validation-status');
    await ok('GET /evangelio-del-dia');
    await ok('POST /evangelio-views/increment');
    await ok('GET /health');
    await ok('GET /today');
    await ok('GET /today', { query: { lang: 'es', tz: 'America/Mexico_City' }, token: member });
    await ok('GET /today', { query: { date: '2030-01-01' } }); // no gospel that day: null

    await fails('GET /evangelio-del-dia', { query: { date: '2025-02-30' } }, 400, 'bad_request');
    await fails('GET /evangelio-del-dia', { query: { date: '1999-01-01' } }, 404, 'not_found');
    answers.error(await ctx.request.get('/api/no-such-route'), 404, 'not_found');
  });

  it('sign-in, registration and recovery answer as the contract says', async () => {
    const { services } = ctx;
    const login = { username: 'ana@example.com', password: 'secret123' };
    await ok('POST /login', { body: login });
    await fails('POST /login', { body: { ...login, password: 'wrong' } }, 401, 'invalid_credentials');
    const eva = { first_name: 'Eva', last_name: 'Ruiz', email: 'eva@example.com', password: 'secret123' };
    await ok('POST /register', { body: eva });
    await fails('POST /register', { body: eva }, 409, 'email_taken');
    await fails('POST /register', { rawBody: { ...eva, email: 5 } }, 422, 'invalid_body');

    // With email validation on, registration answers without a session; the link verifies.
    await services.accounts.setEmailValidation(true);
    const waiting = await ok('POST /register', { body: { ...eva, email: 'waiting@example.com' } });
    // The registration's own mail issues a token after answering; the one issued here must come
    // after it, or that mail retires it.
    await vi.waitFor(async () => {
      expect(await ctx.db('auth_tokens').where({ user_id: waiting.user_info.id }).first()).toBeDefined();
    });
    const verify = { token: await services.tokens.issue(waiting.user_info.id, 'verify') };
    await ok('POST /verify-email', { body: verify });
    await fails('POST /verify-email', { body: verify }, 400, 'invalid_verification_token');
    await services.accounts.setEmailValidation(false);

    const { token } = (await services.accounts.createResetToken(login.username))!;
    await ok('POST /validate-reset-token', { query: { token } });
    await ok('POST /reset-password', { body: { token, new_password: login.password } });
    await fails(
      'POST /reset-password',
      { body: { token, new_password: 'x'.repeat(8) } },
      400,
      'invalid_reset_token',
    );
    // Last: the mail these send after answering issues a reset token, which retires the one above.
    await ok('POST /forgot-password', { body: { email: login.username } });
    await ok('POST /resend-verification', { body: { email: login.username } });
    // The reset retired the member's sessions: sign in again.
    member = (await ok('POST /login', { body: login })).access_token;
  });
});

describe('volume content and member data', () => {
  it('answer as the contract says', async () => {
    const chapter = { volume: 1, index: 1 };
    const playlist = await ok('GET /volumes/:volume/playlist', { params: { volume: 1 }, token: member });
    const main = await call('GET /main-file/:volume/:index', { params: chapter, token: member });
    answers.success('GET /main-file/:volume/:index', main);
    const revalidate = { 'If-None-Match': main.headers.etag! };
    await ok('GET /main-file/:volume/:index', { params: chapter, token: member, headers: revalidate }); // 304
    await ok('GET /optional-file/:volume/:index', { params: chapter, token: member });

    const watch = { video_id: playlist.items[0]!.videoId, volume_number: 1 };
    await ok('POST /videos/watch', { body: watch, token: member });
    await ok('PUT /volumes/:volume/last-chapter', {
      params: { volume: 1 },
      body: { index: 2 },
      token: member,
    });
    await ok('GET /volumes/progress', { token: member });
    await ok('POST /notes/save', { query: chapter, body: { note_text: 'Mi nota' }, token: member });
    await ok('GET /notes/:volume/:index', { params: chapter, token: member });
    const { temas } = await ok('GET /temas', { token: member });
    await ok('GET /tema/:id', { params: { id: temas[0]!.id }, token: member });

    await fails('GET /volumes/:volume/playlist', { params: { volume: 1 } }, 401, 'unauthenticated');
    await fails(
      'GET /main-file/:volume/:index',
      { params: chapter, token: 'not-a-token' },
      401,
      'invalid_token',
    );
    await fails(
      'GET /main-file/:volume/:index',
      { params: { volume: 36, index: 999 }, token: member },
      404,
      'not_found',
    );
    await fails(
      'GET /notes/:volume/:index',
      { params: { volume: 2, index: 2 }, token: member },
      404,
      'not_found',
    );
    await fails('GET /tema/:id', { params: { id: 999999 }, token: member }, 404, 'not_found');
    await fails(
      'POST /notes/save',
      { query: chapter, rawBody: { note_text: 5 }, token: member },
      422,
      'invalid_body',
    );
  });

  it("the member's notes list answers as the contract says", async () => {
    await ok('POST /notes/save', {
      query: { volume: 1, index: 2 },
      body: { note_text: 'Lista' },
      token: member,
    });
    const { notes } = await ok('GET /notes', { token: member });
    expect(notes.some((n) => n.volume === 1 && n.index === 2 && n.published)).toBe(true);
    await fails('GET /notes', {}, 401, 'unauthenticated');
    const first = await ok('GET /notes', { query: { limit: 1 }, token: member });
    await ok('GET /notes', { query: { limit: 1, cursor: first.next_cursor! }, token: member });
    await fails('GET /notes', { query: { cursor: 'nope' }, token: member }, 400, 'bad_request');
  });

  it('note versions, history and moved chapters answer as the contract says', async () => {
    const query = { volume: 1, index: 3 };
    const { chapter_key, version } = await ok('POST /notes/save', {
      query,
      body: { note_text: 'uno', base_version: 0 },
      token: member,
    });
    await ok('POST /notes/save', {
      query,
      body: { note_text: 'dos', chapter_key, base_version: version },
      token: member,
    });
    const { versions } = await ok('GET /notes/history', { query: { volume: 1, chapter_key }, token: member });
    expect(versions.map((v) => v.note_text)).toEqual(['uno']);
    await fails(
      'POST /notes/save',
      { query, body: { note_text: 'tres', base_version: version }, token: member },
      409,
      'note_conflict',
    );
    const moved = { volume: 1, index: 4 };
    await fails(
      'POST /notes/save',
      { query: moved, body: { note_text: 'x', chapter_key }, token: member },
      409,
      'chapter_moved',
    );
    await fails(
      'PUT /volumes/:volume/last-chapter',
      { params: { volume: 1 }, body: { index: 4, chapter_key }, token: member },
      409,
      'chapter_moved',
    );
    await ok('DELETE /notes/:volume/:chapter_key', { params: { volume: 1, chapter_key }, token: member });
    await fails(
      'DELETE /notes/:volume/:chapter_key',
      { params: { volume: 1, chapter_key }, token: member },
      404,
      'not_found',
    );
  });
});

describe('admin: accounts and site settings', () => {
  it('answer as the contract says', async () => {
    const doomed = await ctx.member();
    await ok('GET /admin/users', { query: { offset: 0, limit: 10 }, token: admin });
    await ok('DELETE /admin/user/:id', { params: { id: doomed.user.id }, token: admin });
    await ok('GET /admin/email-validation-status', { token: admin });
    await ok('POST /admin/toggle-email-validation', { body: { enabled: false }, token: admin });

    const news = await ok('GET /admin/news-config', { token: admin });
    await ok('PUT /admin/news-config', { body: news, token: admin });
    await ok('GET /admin/image-config', { token: admin });
    const image = { imageUrl: '/demo/featured.svg', clickUrl: 'https://example.org/' };
    await ok('POST /admin/image-config', { body: image, token: admin });
    await ok('GET /admin/evangelio-button-config', { token: admin });
    await ok('POST /admin/evangelio-button-config', { body: { enabled: true }, token: admin });
    await ok('GET /admin/topics-button-config', { token: admin });
    await ok('POST /admin/topics-button-config', { body: { enabled: true }, token: admin });
    await ok('GET /admin/liturgical-calendar', { token: admin });
    await ok('PUT /admin/liturgical-calendar', {
      query: { dry_run: 1 },
      body: { calendar: 'spain' },
      token: admin,
    });
    await ok('PUT /admin/liturgical-calendar', { body: { calendar: 'general-roman' }, token: admin });
    const content = '# Camino\n\nSobre nosotros.';
    await ok('POST /admin/about', { body: { content }, token: admin });
    await ok('POST /admin/about/upload', { file: { name: 'about.md', data: content }, token: admin });
    await ok('GET /admin/audit', { query: { limit: 5 }, token: admin });

    await fails('GET /admin/users', { token: member }, 403, 'forbidden');
    await fails('GET /admin/users', {}, 401, 'unauthenticated');
    await fails('GET /admin/audit', { query: { limit: 1000 }, token: admin }, 400, 'bad_request');
    await fails('DELETE /admin/user/:id', { params: { id: 999999 }, token: admin }, 404, 'not_found');
    await fails('POST /admin/image-config', { rawBody: {}, token: admin }, 422, 'invalid_body');
  });

  it('the role change answers as the contract says', async () => {
    const promoted = await ctx.member();
    const params = { id: promoted.user.id };
    await ok('PUT /admin/user/:id/role', { params, body: { role: 'admin' }, token: admin });
    await ok('PUT /admin/user/:id/role', { params, body: { role: 'user' }, token: admin });
    const unknown = { params: { id: 999999 }, body: { role: 'admin' as const }, token: admin };
    await fails('PUT /admin/user/:id/role', unknown, 404, 'not_found');
    await fails(
      'PUT /admin/user/:id/role',
      { params, rawBody: { role: 'root' }, token: admin },
      422,
      'invalid_body',
    );
    await fails(
      'PUT /admin/user/:id/role',
      { params, body: { role: 'admin' }, token: member },
      403,
      'forbidden',
    );
  });
});

describe('admin: Gospel of the Day', () => {
  it('answers as the contract says', async () => {
    const entries = ['2030-01-01', '2030-01-02'].map((date) => ({
      date,
      weekday: 'Martes',
      gospel: { reference: 'Jn 1, 1-5', verses: ['En el principio existía la Palabra.'] },
      reflexion: '<p>Reflexión</p>',
    }));
    const file = { name: 'evangelios.json', data: JSON.stringify(entries) };
    const day = { date: '2030-01-01' };
    await ok('POST /admin/evangelios/upload', { file, token: admin });
    await ok('GET /admin/evangelios', { token: admin });
    await ok('GET /admin/evangelios/:date', { params: day, token: admin });
    await ok('GET /admin/evangelio-views/:date', { params: day, token: admin });
    await ok('DELETE /admin/evangelios', { body: { dates: [day.date] }, token: admin });

    await fails('GET /admin/evangelios/:date', { params: day, token: admin }, 404, 'not_found');
    await fails('DELETE /admin/evangelios', { rawBody: { dates: ['x'] }, token: admin }, 422, 'invalid_body');
    const bad = { name: 'evangelios.json', data: '[{"date": "2030-01-01"}]' };
    await fails('POST /admin/evangelios/upload', { file: bad, token: admin }, 422, 'invalid_body');
  });
});

describe('admin: content', () => {
  it('answers as the contract says', async () => {
    const playlist = { name: 'Vol_4.json', data: JSON.stringify(playlistFor(4)) };
    await ok('POST /admin/upload-playlist', { file: playlist, token: admin });
    await ok('GET /admin/playlists', { token: admin });
    await ok('DELETE /admin/playlists/:volume', { params: { volume: 4 }, token: admin });
    // One refused file in the ZIPs, so failed_files is checked with its problems too.
    const main = { name: 'Vol_4_main.zip', data: await zipOf([...mainEntries(4, 1, 2), ['4-3.json', '{}']]) };
    await ok('POST /admin/upload-main-files', { file: main, query: { valid_only: '1' }, token: admin });
    await fails('POST /admin/upload-main-files', { file: main, token: admin }, 422, 'refused_files');
    const optional = { name: 'Vol_4_optional.zip', data: await zipOf(optionalEntries(4, 1, 2)) };
    await ok('POST /admin/upload-optional-files', { file: optional, token: admin });
    const temas = {
      name: 'temas.zip',
      data: await zipOf([
        ['paz.json', tema('Paz')],
        ['roto.json', '{'],
      ]),
    };
    const report = await ok('POST /admin/upload-temas', {
      file: temas,
      query: { valid_only: '1' },
      token: admin,
    });
    const id = { id: report.processed_temas[0]!.id };
    await ok('GET /admin/temas', { token: admin });
    await ok('PUT /admin/tema/:id/visibility', { params: id, body: { visible: false }, token: admin });
    await ok('GET /admin/tema/:id', { params: id, token: admin });
    await ok('DELETE /admin/tema/:id', { params: id, token: admin });

    await fails('DELETE /admin/playlists/:volume', { params: { volume: 4 }, token: admin }, 404, 'not_found');
    const badPlaylist = { name: 'Vol_4.json', data: '{"items": []}' };
    await fails('POST /admin/upload-playlist', { file: badPlaylist, token: admin }, 422, 'invalid_body');
    const misnamed = { ...main, name: 'volume.zip' };
    await fails('POST /admin/upload-main-files', { file: misnamed, token: admin }, 400, 'bad_request');
    await fails('GET /admin/temas', { token: member }, 403, 'forbidden');
    await fails('GET /admin/tema/:id', { params: id, token: admin }, 404, 'not_found');

    const path = {
      id: 'contract',
      title: { en: 'Contract', es: 'Contrato' },
      description: { en: 'Two days', es: 'Dos días' },
      start: 'on-join' as const,
      days: [{ gospel: true as const }, { chapters: [{ volume: 1, index: 1 }] }],
    };
    await ok('PUT /admin/path', { body: path, query: { dry_run: '1' }, token: admin });
    await ok('PUT /admin/path', { body: path, token: admin });
    await ok('GET /admin/paths', { token: admin });
    await ok('GET /admin/path/:id', { params: { id: 'contract' }, token: admin });
    await ok('GET /paths', {});
    await ok('GET /paths/:id', { params: { id: 'contract' }, token: member });
    await ok('PUT /paths/:id/state', { params: { id: 'contract' }, body: { action: 'join' }, token: member });
    await ok('PUT /paths/:id/days/:day', {
      params: { id: 'contract', day: 1 },
      body: { done: true },
      token: member,
    });
    await ok('GET /streak', { token: member });
    await ok('PUT /streak', { body: { hidden: true }, token: member });
    await ok('DELETE /admin/path/:id', { params: { id: 'contract' }, token: admin });
    await fails('GET /paths/:id', { params: { id: 'contract' } }, 404, 'not_found');
    await fails('PUT /admin/path', { body: { ...path, days: [] }, token: admin }, 422, 'invalid_body');
  });

  it('stored chapter files: list and delete answer as the contract says', async () => {
    const main = { name: 'Vol_6_main.zip', data: await zipOf(mainEntries(6, 1, 2)) };
    await ok('POST /admin/upload-main-files', { file: main, token: admin });
    const stored = await ok('GET /admin/chapters/:volume', { params: { volume: 6 }, token: admin });
    expect(stored.chapters.map((c) => [c.index, c.kind, c.in_playlist])).toEqual([
      [1, 'main', false],
      [2, 'main', false],
    ]);
    const chapter = { volume: 6, index: 2 };
    await ok('DELETE /admin/chapters/:volume/:index', {
      params: chapter,
      query: { kind: 'main' },
      token: admin,
    });
    await fails(
      'DELETE /admin/chapters/:volume/:index',
      { params: chapter, query: { kind: 'main' }, token: admin },
      404,
      'not_found',
    );
    await fails('GET /admin/chapters/:volume', { params: { volume: 6 }, token: member }, 403, 'forbidden');
  });
});

describe('admin: revisions', () => {
  it('answer as the contract says, the dry run and the 409 conflict included', async () => {
    const button = (enabled: boolean) => ({ body: { enabled }, token: admin });
    await ok('POST /admin/topics-button-config', { query: { dry_run: 1 }, ...button(false) });
    const first = await ok('POST /admin/topics-button-config', button(false));
    await ok('POST /admin/topics-button-config', button(true));
    const filter = { kind: 'settings', key: 'buttons', limit: 5 };
    await ok('GET /admin/revisions', { query: filter, token: admin });
    const params = { id: first.revision! };
    await ok('GET /admin/revisions/:id', { params, token: admin });
    await fails('POST /admin/revisions/:id/revert', { params, token: admin }, 409, 'revision_conflict');
    await ok('POST /admin/revisions/:id/revert', { params, query: { dry_run: 1, force: 1 }, token: admin });
    await ok('POST /admin/revisions/:id/revert', { params, query: { force: 'true' }, token: admin });
    await fails('GET /admin/revisions/:id', { params: { id: 999999 }, token: admin }, 404, 'not_found');
    const unknownKind = { query: { kind: 'video' }, token: admin } as never;
    await fails('GET /admin/revisions', unknownKind, 400, 'bad_request');
  });
});

describe('admin: content bases', () => {
  it('answer the base, and a save from a stale one is 409 stale_base', async () => {
    const item = { query: { kind: 'about', key: 'about' }, token: admin } as const;
    const { hash } = await ok('GET /admin/content-item', item);
    await ok('POST /admin/about', { query: { base: hash }, body: { content: '# Base' }, token: admin });
    const stale = { query: { base: hash }, body: { content: '# Stale' }, token: admin };
    await fails('POST /admin/about', stale, 409, 'stale_base');
  });
});

describe('scripture', () => {
  it('answers as the contract says', async () => {
    await ok('GET /scripture', { query: { ref: 'Mateo 7,13', lang: 'es' } });
    await ok('GET /scripture', { query: { ref: 'Luke 10:41' } });
    await fails('GET /scripture', { query: { ref: 'hola mundo', lang: 'es' } }, 422, 'unparseable_reference');
    await fails('GET /scripture', { query: { ref: 'Mt 7', lang: 'fr' } } as never, 400, 'bad_request');
  });
});

describe('search', () => {
  it('answers as the contract says', async () => {
    await ok('GET /search', { query: { q: 'camino', lang: 'es' } });
    await ok('GET /search', { query: { q: 'oracion', lang: 'es' }, token: member });
    await ok('GET /search', { query: { q: 'Mi nota', kind: 'note' }, token: member });
    await fails('GET /search', { query: { q: 'x'.repeat(201) } }, 400, 'bad_request');
    await fails('GET /search', { query: { q: 'paz', kind: 'video' } } as never, 400, 'bad_request');
  });
});

describe('translations', () => {
  it('answer as the contract says, in both languages', async () => {
    await ok('GET /admin/translations', { token: admin });
    const ref = { kind: 'main_file', key: '1/3', lang: 'en' } as const;
    const detail = await ok('GET /admin/translation', { query: ref, token: admin });
    await ok('PUT /admin/translation', {
      body: { ...ref, content: detail.translation!.content },
      token: admin,
    });
    await ok('POST /admin/translation/confirm', { body: ref, query: { dry_run: '1' }, token: admin });
    await ok('DELETE /admin/translation', { body: ref, token: admin });
    await fails(
      'PUT /admin/translation',
      { body: { ...ref, content: {} }, token: admin },
      422,
      'invalid_body',
    );
    for (const lang of ['en', 'es'] as const) {
      await ok('GET /main-file/:volume/:index', {
        params: { volume: 1, index: 1 },
        query: { lang },
        token: member,
      });
    }
  });
});

describe('reminders', () => {
  it('answers preferences, the push key, devices and the unsubscribe link as the contract says', async () => {
    const { token, user } = await ctx.member();
    await ok('GET /reminders', { token });
    const every = [1, 2, 3, 4, 5, 6, 7];
    await ok('PUT /reminders', {
      token,
      body: {
        time_zone: 'Europe/Madrid',
        quiet_hours: null,
        push: { enabled: true, time: '07:00', days: every },
        email: { enabled: true, time: '07:00', days: every, frequency: 'daily', weekly_day: 7 },
      },
    });
    await ok('GET /push/key');
    const device = testDevice('https://push.example.net/contract');
    const { id } = await ok('POST /push/subscriptions', {
      token,
      body: { endpoint: device.endpoint, keys: device.keys },
    });
    await ok('GET /push/subscriptions', { token });
    await ok('DELETE /push/subscriptions/:id', { params: { id }, token });
    await ok('POST /reminders/unsubscribe', {
      query: { token: signUnsubscribeToken(user.id, ctx.config.jwtSecret) },
    });
    await fails(
      'POST /reminders/unsubscribe',
      { query: { token: 'nope' } },
      400,
      'invalid_unsubscribe_token',
    );
    await fails(
      'PUT /reminders',
      {
        token,
        body: {
          time_zone: 'Nowhere/Else',
          quiet_hours: null,
          push: { enabled: false, time: '07:00', days: [] },
          email: { enabled: false, time: '07:00', days: [], frequency: 'daily', weekly_day: 7 },
        },
      },
      400,
      'bad_request',
    );
  });
});

describe('coverage', () => {
  it('every route of the contract got a checked success answer above', () => {
    const missing: ApiRouteKey[] = answers.unvalidated();
    expect(missing, 'routes with no checked success answer: add a call to this test').toEqual([]);
  });
});
