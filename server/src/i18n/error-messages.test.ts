// Proves real error answers (401 login, 422 upload with schema problems, 400 and 404 with values)
// follow Accept-Language on this test run's database (SQLite or MySQL), their details written from
// the shared catalogue (schemas/src/messages, whose own test checks every text in both languages).
import { en as MESSAGES } from '@camino/schemas/messages/en';
import { es as SPANISH_MESSAGES } from '@camino/schemas/messages/es';
import express, { type Request } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../test/test-context';
import { tema, zipOf } from '../test/chapter-fixtures';
import { playlistFor, uploadFile } from '../test/upload-helpers';
import { requestLanguage } from './localize-error';

describe('requestLanguage', () => {
  it.each([
    [undefined, undefined],
    ['es', 'es'],
    ['es-ES,es;q=0.9,en;q=0.8', 'es'],
    ['es-MX', 'es'],
    ['en-US,en;q=0.9,es;q=0.5', 'en'],
    ['fr-FR', 'en'],
    ['*', 'en'],
  ])('negotiates Accept-Language %s as %s', (header, lang) => {
    // express's own request, whose acceptsLanguages negotiates as in the app.
    const req = Object.assign(Object.create(express.request) as Request, {
      headers: header ? { 'accept-language': header } : {},
    });
    expect(requestLanguage(req)).toBe(lang);
  });
});

describe('error answers follow Accept-Language', () => {
  let ctx: TestContext;
  let adminToken: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    adminToken = (await ctx.admin()).token;
  });
  afterAll(() => ctx.close());

  const badLogin = (lang?: string) => {
    const req = ctx.request.post('/api/login');
    if (lang) req.set('Accept-Language', lang);
    return req.send({ username: 'nobody@example.com', password: 'wrong-pass' }).expect(401);
  };

  it('401 on login: Spanish for es, English for en and for other languages', async () => {
    expect((await badLogin('es-ES,es;q=0.9')).body).toEqual({
      detail: 'Correo electrónico o contraseña incorrectos',
      code: 'invalid_credentials',
    });
    expect((await badLogin()).body).toEqual({
      detail: MESSAGES.invalid_credentials,
      code: 'invalid_credentials',
    });
    expect((await badLogin('en-US')).body.detail).toBe(MESSAGES.invalid_credentials);
    expect((await badLogin('de')).body.detail).toBe(MESSAGES.invalid_credentials);
  });

  it('422 on a playlist upload: detail and every schema problem in Spanish', async () => {
    const { items, ...noTitle } = playlistFor(3);
    const broken = { ...noTitle, items: [{ ...items[0], videoId: 5 }], extra: true };
    delete (broken as { playlistTitle?: string }).playlistTitle;
    const data = Buffer.from(JSON.stringify(broken));
    const spanish = await uploadFile(ctx, adminToken, '/admin/upload-playlist', { name: 'p.json', data }).set(
      'Accept-Language',
      'es',
    );
    const english = await uploadFile(ctx, adminToken, '/admin/upload-playlist', { name: 'p.json', data }).set(
      'Accept-Language',
      'en-US',
    );
    expect(spanish.status).toBe(english.status);
    expect(english.body.errors.length).toBeGreaterThan(1);
    expect(spanish.body.errors).toHaveLength(english.body.errors.length);
    expect(spanish.body.detail).not.toBe(english.body.detail);
    const required = { pointer: '/playlistTitle', code: 'required' };
    expect(spanish.body.errors).toContainEqual({ ...required, message: 'es obligatorio' });
    expect(english.body.errors).toContainEqual({ ...required, message: 'is required' });
    expect(spanish.body.errors).toContainEqual({
      pointer: '/items/0/videoId',
      code: 'type_string',
      message: 'debe ser un texto',
    });
    expect(spanish.body.errors).toContainEqual({
      pointer: '/extra',
      code: 'additional_property',
      message: 'no es una propiedad permitida (revisa cómo está escrita)',
    });
  });

  it('400 and 404 with values keep the values in Spanish', async () => {
    const { token } = await ctx.member();
    const bad = await ctx.request
      .get('/api/volumes/40/playlist')
      .set(bearer(token))
      .set('Accept-Language', 'es')
      .expect(400);
    expect(bad.body.detail).toBe('volume debe ser un número entero de 1 a 36');
    expect(bad.body.errors).toEqual([
      {
        pointer: '/volume',
        code: 'int_range',
        params: { max: 36 },
        message: 'debe ser un número entero de 1 a 36',
      },
    ]);
    const missing = await ctx.request
      .get('/api/volumes/12/playlist')
      .set(bearer(token))
      .set('Accept-Language', 'es')
      .expect(404);
    expect(missing.body).toEqual({
      detail: 'El volumen 12 no tiene lista de reproducción',
      code: 'not_found',
    });
    const noRoute = await ctx.request.get('/api/nope').set('Accept-Language', 'es').expect(404);
    expect(noRoute.body).toEqual({ detail: 'No existe el punto de la API GET /nope', code: 'not_found' });
  });

  it('a query parameter’s problem in Spanish: the detail names it, the problem keeps its code', async () => {
    const search = (lang: string) =>
      ctx.request.get('/api/search').query({ q: 'fe', lang: 'fr' }).set('Accept-Language', lang).expect(400);
    const spanish = (await search('es')).body;
    expect(spanish.detail).toBe('lang debe ser uno de "en", "es"');
    const values = { values: '"en", "es"' };
    expect(spanish.errors).toEqual([
      { pointer: '/lang', code: 'enum', params: values, message: 'debe ser uno de "en", "es"' },
    ]);
    expect((await search('en')).body.errors).toEqual([
      { pointer: '/lang', code: 'enum', params: values, message: 'must be one of "en", "es"' },
    ]);
  });

  it('a ZIP that cannot be read, in Spanish, with the reader’s own words for the cause kept', async () => {
    const upload = (lang: string) =>
      uploadFile(ctx, adminToken, '/admin/upload-temas', {
        name: 'temas.zip',
        data: Buffer.from('not a zip'),
      })
        .set('Accept-Language', lang)
        .expect(400);
    const [error] = (await upload('es')).body.errors;
    expect(error).toMatchObject({ pointer: '', code: 'zip_unreadable' });
    expect(error.message).toMatch(/^no es un archivo ZIP legible \(.+\)$/);
    expect(error.message).toContain(error.params.reason);
    expect((await upload('en')).body.errors[0].message).toBe(
      `is not a readable ZIP archive (${error.params.reason})`,
    );
  });

  it('the files a ZIP upload refused, in Spanish, in a 200 answer', async () => {
    const data = await zipOf([
      ['good.json', tema('Tema bueno')],
      ['notes.txt', 'plain text'],
    ]);
    const res = await uploadFile(ctx, adminToken, '/admin/upload-temas?valid_only=1', {
      name: 'temas.zip',
      data,
    })
      .set('Accept-Language', 'es')
      .expect(200);
    expect(res.body.failed_files).toEqual([
      {
        name: 'notes.txt',
        errors: [
          {
            pointer: '',
            code: 'zip_extension',
            params: { extensions: ['.json'] },
            message: 'no es un archivo .json',
          },
        ],
      },
    ]);
  });

  it('body-parser and unauthenticated failures in Spanish', async () => {
    const json = await ctx.request
      .post('/api/login')
      .set('Accept-Language', 'es')
      .set('Content-Type', 'application/json')
      .send('{"username": ')
      .expect(400);
    expect(json.body).toEqual({ detail: SPANISH_MESSAGES.invalid_json, code: 'invalid_json' });
    const anonymous = await ctx.request
      .get('/api/volumes/1/playlist')
      .set('Accept-Language', 'es')
      .expect(401);
    expect(anonymous.body).toEqual({ detail: SPANISH_MESSAGES.unauthenticated, code: 'unauthenticated' });
  });
});
