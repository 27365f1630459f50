// Proves content in both languages end to end on the real server: readers get the version in
// their language or the source flagged as a fallback, admins see which translations are missing
// or out of date (by the source's hash), and publish, confirm, delete and revert translations
// with dry runs; a translation that does not match its source's structure is refused, in the
// admin's language, and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeContent } from '@camino/schemas/content-encoding';
import { bearer, createTestContext, type TestContext } from '../../test/test-context';

type Item = { kind: string; key: string; translations: Array<{ lang: string; status: string }> };

describe('translations', () => {
  let ctx: TestContext;
  let admin: string;
  let member: string;
  beforeAll(async () => {
    ctx = await createTestContext({ seed: true });
    admin = (await ctx.admin('translator')).token;
    member = (await ctx.member()).token;
  });
  afterAll(() => ctx.close());

  const statusOf = async (kind: string, key: string) => {
    const res = await ctx.request.get('/api/admin/translations').set(bearer(admin)).expect(200);
    const item = (res.body.items as Item[]).find((i) => i.kind === kind && i.key === key);
    return item?.translations.find((t) => t.lang === 'en')?.status;
  };
  const chapter = async (path: string, lang?: string, header?: string) => {
    const req = ctx.request.get(`/api/${path}${lang ? `?lang=${lang}` : ''}`).set(bearer(member));
    if (header) req.set('Accept-Language', header);
    const res = await req.expect(200);
    return {
      ...res.body,
      content: decodeContent(res.body.encoded_content) as Record<string, unknown>,
      vary: res.headers.vary,
      etag: res.headers.etag,
    };
  };
  const put = (body: object, query = '') =>
    ctx.request.put(`/api/admin/translation${query}`).set(bearer(admin)).send(body);

  it('serves the English version to an English reader and the Spanish source, flagged, where none exists', async () => {
    const english = await chapter('main-file/1/1', 'en');
    expect(english).toMatchObject({ lang: 'en', fallback: false });
    expect((english.content.dialogue as Array<{ speaker: string }>)[0]!.speaker).toBe('Pilgrim');
    const spanish = await chapter('main-file/1/1', 'es');
    expect(spanish).toMatchObject({ lang: 'es', fallback: false });
    expect((spanish.content.dialogue as Array<{ speaker: string }>)[0]!.speaker).toBe('Peregrino');
    expect(spanish.etag).toEqual(expect.any(String));
    expect(spanish.etag).not.toBe(english.etag);
    const untranslated = await chapter('optional-file/2/1', 'en');
    expect(untranslated).toMatchObject({ lang: 'es', fallback: true });
    // Without ?lang= the Accept-Language header decides, and the answer says it varies with it.
    const byHeader = await chapter('main-file/1/1', undefined, 'en-GB,en;q=0.9');
    expect(byHeader).toMatchObject({ lang: 'en', fallback: false });
    expect(byHeader.vary).toMatch(/Accept-Language/);
  });

  it('translates the playlist titles, themes and About, and keeps watched marks on the chapter', async () => {
    const videoId = (await ctx.request.get('/api/volumes/1/playlist?lang=es').set(bearer(member))).body
      .items[0].videoId;
    await ctx.request
      .post('/api/videos/watch')
      .set(bearer(member))
      .send({ video_id: videoId, volume_number: 1 })
      .expect(200);
    const en = (await ctx.request.get('/api/volumes/1/playlist?lang=en').set(bearer(member)).expect(200))
      .body;
    expect(en).toMatchObject({
      lang: 'en',
      fallback: false,
      playlistTitle: 'Camino - Volume 1: First steps',
    });
    expect(en.items[0]).toMatchObject({ videoId, is_watched: true });
    expect(en.items[0].title).not.toBe(
      (await ctx.request.get('/api/volumes/1/playlist?lang=es').set(bearer(member))).body.items[0].title,
    );
    const vol2 = (await ctx.request.get('/api/volumes/2/playlist?lang=en').set(bearer(member)).expect(200))
      .body;
    expect(vol2).toMatchObject({ lang: 'es', fallback: true });

    const temas = (await ctx.request.get('/api/temas?lang=en').set(bearer(member)).expect(200)).body.temas;
    expect(temas).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ title: 'Forgiveness', lang: 'en', fallback: false }),
        expect.objectContaining({ title: 'Esperanza', lang: 'es', fallback: true }),
      ]),
    );
    const forgiveness = temas.find((t: { title: string }) => t.title === 'Forgiveness');
    const tema = await chapter(`tema/${forgiveness.id}`, 'en');
    expect(tema).toMatchObject({ title: 'Forgiveness', lang: 'en' });
    expect(tema.content.title).toBe('Forgiveness');

    const about = (await ctx.request.get('/api/about?lang=en').expect(200)).body;
    expect(about).toMatchObject({ lang: 'en', fallback: false });
    const acerca = (await ctx.request.get('/api/about?lang=es').expect(200)).body;
    expect(acerca.content).not.toBe(about.content);
  });

  it("titles the member's progress and the Continue card in the asked language", async () => {
    const playlist = (await ctx.request.get('/api/volumes/1/playlist?lang=es').set(bearer(member))).body;
    await ctx.request
      .put('/api/volumes/1/last-chapter')
      .set(bearer(member))
      .send({ index: 2, chapter_key: playlist.items[1].chapter_key })
      .expect(200);
    const progress = async (lang: string) =>
      (await ctx.request.get(`/api/volumes/progress?lang=${lang}`).set(bearer(member)).expect(200)).body;
    const english = await progress('en');
    expect(english.continue_reading).toMatchObject({
      volume_number: 1,
      chapter: 2,
      title: '1-2. Learning to pray',
    });
    expect(english.progress[0].title).toBe('Camino - Volume 1: First steps');
    expect(english.progress[1].title).toContain('Volumen 2');
    const spanish = await progress('es');
    expect(spanish.continue_reading.title).toBe('1-2. Aprender a orar');
    expect(spanish.progress[0].title).toContain('Volumen 1');
  });

  it('lists each item with its status: the demo has current, missing and out-of-date translations', async () => {
    expect(await statusOf('main_file', '1/1')).toBe('current');
    expect(await statusOf('main_file', '1/5')).toBe('stale');
    expect(await statusOf('optional_file', '2/1')).toBe('missing');
    expect(await statusOf('playlist', '1')).toBe('current');
    expect(await statusOf('about', 'about')).toBe('current');
  });

  it('marks a translation out of date when its source changes, until a new one or "still valid" is published', async () => {
    const stored = await ctx
      .db('chapter_files')
      .where({ volume_number: 1, chapter_index: 2, kind: 'main' })
      .first();
    const source = JSON.parse(stored.content);
    await ctx.services.chapters.put(
      'main',
      1,
      2,
      JSON.stringify({ ...source, description: 'Otra descripción.' }),
    );
    expect(await statusOf('main_file', '1/2')).toBe('stale');

    const ref = { kind: 'main_file', key: '1/2', lang: 'en' };
    const dry = await ctx.request
      .post('/api/admin/translation/confirm?dry_run=1')
      .set(bearer(admin))
      .send(ref)
      .expect(200);
    expect(dry.body).toMatchObject({ dry_run: true, status: 'current', revision: null });
    expect(dry.body.changes).toEqual([
      expect.objectContaining({ kind: 'translation', key: 'en:main_file:1/2', status: 'changed' }),
    ]);
    expect(await statusOf('main_file', '1/2')).toBe('stale');

    const done = await ctx.request
      .post('/api/admin/translation/confirm')
      .set(bearer(admin))
      .send(ref)
      .expect(200);
    expect(done.body).toMatchObject({ status: 'current', message: 'Translation marked as still valid' });
    expect(await statusOf('main_file', '1/2')).toBe('current');
  });

  it('publishes a new translation, lists it in the history, and a revert takes it back', async () => {
    const detail = (
      await ctx.request
        .get('/api/admin/translation?kind=optional_file&key=2/1&lang=en')
        .set(bearer(admin))
        .expect(200)
    ).body;
    expect(detail.translation).toBeNull();
    const keywords = detail.source.content.keywords.map((k: string, i: number) => (i === 0 ? 'mercy' : k));
    const content = { ...detail.source.content, keywords };
    const saved = await put({ kind: 'optional_file', key: '2/1', lang: 'en', content });
    expect(JSON.stringify(saved.body.errors)).toBe(undefined);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ status: 'current', revision: expect.any(Number) });
    const served = await chapter('optional-file/2/1', 'en');
    expect(served).toMatchObject({ lang: 'en', fallback: false });
    expect((served.content.keywords as string[])[0]).toBe('mercy');

    const history = (await ctx.request.get('/api/admin/revisions').set(bearer(admin)).expect(200)).body;
    expect(history.items[0]).toMatchObject({
      action: 'translations.save',
      kind: 'translation',
      key: 'en:optional_file:2/1',
    });
    await ctx.request
      .post(`/api/admin/revisions/${saved.body.revision}/revert`)
      .set(bearer(admin))
      .expect(200);
    expect(await chapter('optional-file/2/1', 'en')).toMatchObject({ lang: 'es', fallback: true });
    expect(await statusOf('optional_file', '2/1')).toBe('missing');
  });

  it('refuses a translation that changes its source structure, in the admin language, and stores nothing', async () => {
    const detail = (
      await ctx.request.get('/api/admin/translation?kind=playlist&key=1&lang=en').set(bearer(admin))
    ).body;
    const before = detail.translation.content;
    const items = detail.source.content.items.map((item: object, i: number) =>
      i === 0 ? { ...item, videoId: 'otro' } : item,
    );
    const refused = await put({
      kind: 'playlist',
      key: '1',
      lang: 'en',
      content: { ...detail.source.content, items: items.slice(0, -1) },
    })
      .set('Accept-Language', 'es')
      .expect(422);
    expect(refused.body.errors).toEqual([
      expect.objectContaining({ pointer: '/content/items', code: 'translation_count' }),
      expect.objectContaining({
        pointer: '/content/items/0/videoId',
        code: 'translation_fixed',
        message: expect.stringContaining('debe quedar como en el original'),
      }),
    ]);
    const after = (
      await ctx.request.get('/api/admin/translation?kind=playlist&key=1&lang=en').set(bearer(admin))
    ).body;
    expect(after.translation.content).toEqual(before);

    const orphan = await put({
      kind: 'main_file',
      key: '30/1',
      lang: 'en',
      content: { info: { volume: 30, index: 1 } },
    }).expect(422);
    expect(orphan.body.errors).toEqual([
      expect.objectContaining({ pointer: '/key', code: 'translation_without_source' }),
    ]);
    await put({ kind: 'novel', key: '1', lang: 'en', content: {} }).expect(422);
    await put({ kind: 'about', key: 'about', lang: 'es', content: { content: 'x' } }).expect(422);
  });

  it('deletes a translation: readers get the source again, flagged', async () => {
    const ref = { kind: 'about', key: 'about', lang: 'en' };
    await ctx.request.delete('/api/admin/translation').set(bearer(admin)).send(ref).expect(200);
    expect((await ctx.request.get('/api/about?lang=en')).body).toMatchObject({ lang: 'es', fallback: true });
    const again = await ctx.request.delete('/api/admin/translation').set(bearer(admin)).send(ref).expect(404);
    expect(again.body.code).toBe('not_found');
  });

  it('is for admins only', async () => {
    await ctx.request.get('/api/admin/translations').set(bearer(member)).expect(403);
    await put({ kind: 'about', key: 'about', lang: 'en', content: { content: 'x' } })
      .set(bearer(member))
      .expect(403);
  });
});
