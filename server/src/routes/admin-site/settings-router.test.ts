// Proves the admin settings routes: news blocks, featured image and the two home buttons, with
// their validation (status, detail, pointers) leaving the stored settings untouched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../../test/test-context';
import { usualFields } from '../../services/publishing/dry-run';

describe('admin settings', () => {
  let ctx: TestContext;
  let admin: string;
  let member: string;
  beforeAll(async () => {
    ctx = await createTestContext({ seed: true });
    admin = (await ctx.admin('settings-admin')).token;
    member = (await ctx.member()).token;
  });
  afterAll(() => ctx.close());

  const settingsRows = () => ctx.db('settings').orderBy('key').select('key', 'value');
  const auditCount = async () => Number((await ctx.db('audit_log').count({ n: '*' }).first())!.n);

  it.each([
    ['get', '/api/admin/news-config'],
    ['put', '/api/admin/news-config'],
    ['get', '/api/admin/image-config'],
    ['post', '/api/admin/image-config'],
    ['get', '/api/admin/evangelio-button-config'],
    ['post', '/api/admin/evangelio-button-config'],
    ['get', '/api/admin/topics-button-config'],
    ['post', '/api/admin/topics-button-config'],
  ] as const)('%s %s refuses no token (401) and a member (403)', async (method, url) => {
    const before = await settingsRows();
    await ctx.request[method](url).send({ enabled: false }).expect(401);
    await ctx.request[method](url).set(bearer(member)).send({ enabled: false }).expect(403);
    expect(await settingsRows()).toEqual(before);
  });

  describe('news', () => {
    const valid = {
      public: { enabled: true, title: 'Nuevo **volumen**', description: 'Ya [disponible](https://x.org)' },
      private: { enabled: true, title: 'Hola <First_Name>' },
    };

    it('gives the admin the whole config, the private block included', async () => {
      const res = await ctx.request.get('/api/admin/news-config').set(bearer(admin)).expect(200);
      expect(res.body).toEqual(await ctx.services.settings.get('news'));
      expect(res.body.private.enabled).toBe(true);
    });

    it('saves both blocks as written, drops unknown fields and fills a missing description', async () => {
      const res = await ctx.request
        .put('/api/admin/news-config')
        .set(bearer(admin))
        .send({ ...valid, public: { ...valid.public, extra: 1 }, other: true })
        .expect(200);
      const config = { public: valid.public, private: { ...valid.private, description: '' } };
      expect(usualFields(res.body)).toEqual({ success: true, config });
      expect(await ctx.services.settings.get('news')).toEqual(config);
      await ctx.request.get('/api/admin/news-config').set(bearer(admin)).expect(200, config);
      const [entry] = (await ctx.services.audit.list(0, 1)).entries;
      expect(entry).toMatchObject({ actor_name: 'settings-admin', action: 'settings.news', target: 'news' });
    });

    it('accepts a disabled block with an empty title', async () => {
      const body = { public: { enabled: false, title: '' }, private: valid.private };
      const res = await ctx.request.put('/api/admin/news-config').set(bearer(admin)).send(body).expect(200);
      expect(res.body.config.public).toEqual({ enabled: false, title: '', description: '' });
    });

    it('keeps a block in both languages: its language and its translation, and the public read has both', async () => {
      const block = {
        enabled: true,
        title: 'Retiro de Adviento',
        description: 'El **sábado** a las 10.',
        lang: 'es',
        translation: { title: 'Advent retreat', description: 'On **Saturday** at 10.', extra: 1 },
      };
      const body = { public: block, private: valid.private };
      const res = await ctx.request.put('/api/admin/news-config').set(bearer(admin)).send(body).expect(422);
      // A translation holds only the block's texts: an unknown field in it is a mistake, not noise.
      expect(res.body.errors).toEqual([
        expect.objectContaining({ pointer: '/public/translation/extra', code: 'additional_property' }),
      ]);
      const { extra: _extra, ...translation } = block.translation;
      await ctx.request
        .put('/api/admin/news-config')
        .set(bearer(admin))
        .send({ ...body, public: { ...block, translation } })
        .expect(200);
      const news = await ctx.request.get('/api/news-config').expect(200);
      expect(news.body.public).toEqual({ ...block, translation });
    });

    it.each([
      [
        'no private block',
        { public: valid.public },
        [expect.objectContaining({ pointer: '/private', message: 'is required' })],
      ],
      [
        'a blank title on an enabled block',
        { ...valid, public: { enabled: true, title: '   ' } },
        [expect.objectContaining({ pointer: '/public/title', message: 'must not be blank' })],
      ],
      [
        'a title and a description too long',
        { ...valid, private: { enabled: true, title: 'x'.repeat(201), description: 'd'.repeat(1001) } },
        [
          expect.objectContaining({
            pointer: '/private/title',
            message: 'must be at most 200 characters long',
          }),
          expect.objectContaining({
            pointer: '/private/description',
            message: 'must be at most 1000 characters long',
          }),
        ],
      ],
      [
        'a translation with no language to translate from',
        { ...valid, public: { ...valid.public, translation: { title: 'New volume' } } },
        [expect.objectContaining({ pointer: '/public', code: 'ajv_dependentRequired' })],
      ],
      [
        'a translation with a blank title',
        { ...valid, public: { ...valid.public, lang: 'es', translation: { title: ' ' } } },
        [expect.objectContaining({ pointer: '/public/translation/title', message: 'must not be blank' })],
      ],
      [
        'enabled that is not a boolean',
        { ...valid, public: { enabled: 'yes', title: 't' } },
        [expect.objectContaining({ pointer: '/public/enabled', message: 'must be true or false' })],
      ],
    ])('refuses %s with 422 and pointers, changing nothing', async (_name, body, errors) => {
      const before = await settingsRows();
      const audits = await auditCount();
      const res = await ctx.request.put('/api/admin/news-config').set(bearer(admin)).send(body).expect(422);
      expect(res.body).toEqual({ detail: 'The request body is not valid', code: 'invalid_body', errors });
      expect(await settingsRows()).toEqual(before);
      expect(await auditCount()).toBe(audits);
    });
  });

  describe('featured image', () => {
    it('serves the stored image with its defaults', async () => {
      const res = await ctx.request.get('/api/admin/image-config').set(bearer(admin)).expect(200);
      expect(res.body.featuredImage).toEqual({
        imageUrl: expect.any(String),
        clickUrl: expect.stringMatching(/^https?:\/\//),
        tooltipText: expect.any(String),
        altText: expect.any(String),
        visible: true,
      });
    });

    it('saves an image, applying defaults and dropping unknown fields; the public read follows', async () => {
      const res = await ctx.request
        .post('/api/admin/image-config')
        .set(bearer(admin))
        .send({
          imageUrl: '/demo/featured.svg',
          clickUrl: 'https://youtube.com/playlist?list=1',
          evil: '<x>',
        })
        .expect(200);
      const featuredImage = {
        imageUrl: '/demo/featured.svg',
        clickUrl: 'https://youtube.com/playlist?list=1',
        tooltipText: 'Click to watch playlist',
        altText: 'Featured Image',
        visible: true,
      };
      expect(usualFields(res.body)).toEqual({ success: true, featuredImage });
      await ctx.request.get('/api/image-config').expect(200, { featuredImage });

      const hidden = {
        ...featuredImage,
        imageUrl: 'https://x.org/a.png',
        tooltipText: 'Ver',
        visible: false,
      };
      await ctx.request.post('/api/admin/image-config').set(bearer(admin)).send(hidden).expect(200);
      await ctx.request
        .get('/api/admin/image-config')
        .set(bearer(admin))
        .expect(200, { featuredImage: hidden });
      const [entry] = (await ctx.services.audit.list(0, 1)).entries;
      expect(entry).toMatchObject({ action: 'settings.image', details: hidden });
    });

    it("keeps the texts' language and their translation, a blank translated text left out", async () => {
      const body = {
        imageUrl: '/demo/featured.svg',
        clickUrl: 'https://youtube.com/playlist?list=1',
        tooltipText: 'Ver la lista',
        altText: 'Un camino al amanecer',
        lang: 'es',
        translation: { altText: 'A path at dawn', tooltipText: '  ' },
      };
      const res = await ctx.request.post('/api/admin/image-config').set(bearer(admin)).send(body).expect(200);
      const featuredImage = { ...body, visible: true, translation: { altText: 'A path at dawn' } };
      expect(res.body.featuredImage).toEqual(featuredImage);
      await ctx.request.get('/api/image-config').expect(200, { featuredImage });

      const before = await settingsRows();
      const orphan = { ...body, lang: undefined };
      const refused = await ctx.request
        .post('/api/admin/image-config')
        .set(bearer(admin))
        .send(orphan)
        .expect(422);
      expect(refused.body.errors).toEqual([
        expect.objectContaining({ pointer: '', code: 'ajv_dependentRequired' }),
      ]);
      expect(await settingsRows()).toEqual(before);
    });

    const REQUIRED = 'La URL de imagen y URL de destino son requeridas';
    it.each([
      [
        'no URLs',
        {},
        REQUIRED,
        [
          expect.objectContaining({ pointer: '/imageUrl', message: 'is required' }),
          expect.objectContaining({ pointer: '/clickUrl', message: 'is required' }),
        ],
      ],
      [
        'an empty image URL',
        { imageUrl: '', clickUrl: 'https://x.org' },
        REQUIRED,
        [expect.objectContaining({ pointer: '/imageUrl', message: 'must not be empty' })],
      ],
      [
        'no click URL',
        { imageUrl: 'https://x.org/a.png' },
        REQUIRED,
        [expect.objectContaining({ pointer: '/clickUrl', message: 'is required' })],
      ],
      [
        'unsafe URLs',
        { imageUrl: 'javascript:alert(1)', clickUrl: '//evil.org' },
        'The request body is not valid',
        [
          expect.objectContaining({
            pointer: '/imageUrl',
            message: 'must be an https:// address or a path on this site (/…)',
          }),
          expect.objectContaining({ pointer: '/clickUrl', message: 'must start with http:// or https://' }),
        ],
      ],
      [
        'a long alt text and a bad visible',
        { imageUrl: '/a.png', clickUrl: 'https://x.org', altText: 'a'.repeat(201), visible: 'no' },
        'The request body is not valid',
        [
          expect.objectContaining({ pointer: '/altText', message: 'must be at most 200 characters long' }),
          expect.objectContaining({ pointer: '/visible', message: 'must be true or false' }),
        ],
      ],
    ])('refuses %s with 422, changing nothing', async (_name, body, detail, errors) => {
      const before = await settingsRows();
      const res = await ctx.request.post('/api/admin/image-config').set(bearer(admin)).send(body).expect(422);
      expect(res.body).toEqual({ detail, code: 'invalid_body', errors });
      expect(await settingsRows()).toEqual(before);
    });
  });

  describe.each([
    ['evangelio-button-config', 'evangelio_button'],
    ['topics-button-config', 'topics_button'],
  ] as const)('%s', (path, key) => {
    it('is no change when the default is sent while none is stored: unchanged, nothing stored, no revision', async () => {
      const revisions = async () => Number((await ctx.db('revisions').count({ n: '*' }).first())!.n);
      const before = { rows: await settingsRows(), revisions: await revisions() };
      expect(before.rows.map((r) => r.key)).not.toContain(key);
      const dry = await ctx.request
        .post(`/api/admin/${path}?dry_run=1`)
        .set(bearer(admin))
        .send({ enabled: true })
        .expect(200);
      expect(dry.body.changes).toEqual([{ kind: 'settings', key: 'buttons', status: 'unchanged' }]);
      const real = await ctx.request
        .post(`/api/admin/${path}`)
        .set(bearer(admin))
        .send({ enabled: true })
        .expect(200);
      expect(real.body.changes).toEqual([{ kind: 'settings', key: 'buttons', status: 'unchanged' }]);
      expect({ rows: await settingsRows(), revisions: await revisions() }).toEqual(before);
    });

    it('reads and switches the button, and the public read follows', async () => {
      await ctx.request
        .get(`/api/admin/${path}`)
        .set(bearer(admin))
        .expect(200, { enabled: true, config: { enabled: true } });
      const res = await ctx.request.post(`/api/admin/${path}`).set(bearer(admin)).send({ enabled: false });
      expect(res.status).toBe(200);
      expect(usualFields(res.body)).toEqual({ enabled: false, config: { enabled: false } });
      await ctx.request.get(`/api/${path}`).expect(200, { enabled: false });
      await ctx.request
        .get(`/api/admin/${path}`)
        .set(bearer(admin))
        .expect(200, { enabled: false, config: { enabled: false } });
      const [entry] = (await ctx.services.audit.list(0, 1)).entries;
      expect(entry).toMatchObject({ action: `settings.${key}`, target: key, details: { enabled: false } });
      await ctx.request.post(`/api/admin/${path}`).set(bearer(admin)).send({ enabled: true }).expect(200);
      expect(await ctx.services.settings.get(key)).toEqual({ enabled: true });
    });

    it.each([
      [{}, [expect.objectContaining({ pointer: '/enabled', message: 'is required' })]],
      [
        { enabled: 'false' },
        [expect.objectContaining({ pointer: '/enabled', message: 'must be true or false' })],
      ],
    ])('refuses %j with 422, changing nothing', async (body, errors) => {
      const before = await settingsRows();
      const res = await ctx.request.post(`/api/admin/${path}`).set(bearer(admin)).send(body).expect(422);
      expect(res.body).toEqual({ detail: 'The request body is not valid', code: 'invalid_body', errors });
      expect(await settingsRows()).toEqual(before);
    });
  });

  it('answers 400 for a body that is not JSON, changing nothing', async () => {
    const before = await settingsRows();
    const res = await ctx.request
      .post('/api/admin/topics-button-config')
      .set(bearer(admin))
      .set('Content-Type', 'application/json')
      .send('{"enabled": tru')
      .expect(400);
    expect(res.body.code).toBe('invalid_json');
    expect(await settingsRows()).toEqual(before);
  });
});
