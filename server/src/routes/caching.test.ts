// Proves the HTTP caching rules: Cache-Control per kind of answer, ETag revalidation without
// reading content, compression, the in-process cache dropped at once by an admin write through
// the same server and within CACHE_CHECK_MS by a write through another one, and a playlist
// answered from the caches whatever its size or the marks.
import pino from 'pino';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { decodeContent } from '@camino/schemas/content-encoding';
import { bearer, createTestContext, type TestContext } from '../test/test-context';
import { playlistFor, uploadFile } from '../test/upload-helpers';

/** Runs `work` and returns the SQL it sent. */
async function queriesOf(ctx: TestContext, work: () => Promise<unknown>): Promise<string[]> {
  const queries: string[] = [];
  const listen = (q: { sql: string }) => queries.push(q.sql);
  ctx.db.on('query', listen);
  try {
    await work();
  } finally {
    ctx.db.off('query', listen);
  }
  return queries;
}

const playlistFile = (volume: number, videos = 3) => ({
  name: `Vol_${volume}.json`,
  data: Buffer.from(JSON.stringify(playlistFor(volume, videos))),
});

describe('HTTP caching', () => {
  let ctx: TestContext;
  let member: string;
  let admin: string;
  beforeAll(async () => {
    ctx = await createTestContext({ seed: true });
    member = (await ctx.member()).token;
    admin = (await ctx.admin()).token;
  });
  afterAll(() => ctx.close());

  it('marks public content public and a member’s answers private', async () => {
    const today = await ctx.request.get('/api/evangelio-del-dia').expect(200);
    for (const res of [
      await ctx.request.get('/api/volumes').expect(200),
      today,
      await ctx.request.get('/api/about').expect(200),
      await ctx.request.get('/api/image-config').expect(200),
    ]) {
      expect(res.headers['cache-control']).toBe('public, no-cache');
      expect(res.headers.etag).toBeTruthy();
    }
    for (const res of [
      await ctx.request.get('/api/volumes/1/playlist').set(bearer(member)).expect(200),
      await ctx.request.get('/api/main-file/1/1').set(bearer(member)).expect(200),
    ]) {
      expect(res.headers['cache-control']).toBe('private, no-cache');
    }
    for (const res of [
      await ctx.request.get('/api/temas').set(bearer(member)).expect(200),
      await ctx.request.get('/api/volumes/progress').set(bearer(member)).expect(200),
      await ctx.request.get('/api/admin/users').set(bearer(admin)).expect(200),
      await ctx.request.get('/api/admin/image-config').set(bearer(admin)).expect(200),
      await ctx.request.get('/api/admin/evangelios').set(bearer(admin)).expect(200),
      await ctx.request.get('/api/admin/audit').set(bearer(admin)).expect(200),
    ]) {
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('keeps the members’ news block out of shared caches', async () => {
    const anonymous = await ctx.request.get('/api/news-config').expect(200);
    expect(anonymous.headers['cache-control']).toBe('public, no-cache');
    expect(anonymous.headers.vary).toMatch(/Authorization/);
    const signedIn = await ctx.request.get('/api/news-config').set(bearer(member)).expect(200);
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
    expect(signedIn.headers.vary).toMatch(/Authorization/);
    expect(signedIn.body.private.enabled).toBe(true);
    expect(anonymous.body.private.enabled).toBe(false);
    expect(signedIn.headers.etag).not.toBe(anonymous.headers.etag);
  });

  it('keeps Vary: Authorization beside Accept-Encoding on a compressed news answer', async () => {
    const long = 'Anuncio para todos. '.repeat(49); // 980 characters (the limit is 1000)
    await ctx.request
      .put('/api/admin/news-config')
      .set(bearer(admin))
      .send({
        public: { enabled: true, title: 'Noticias', description: long },
        private: { enabled: false, title: '', description: '' },
      })
      .expect(200);
    const res = await ctx.request.get('/api/news-config').set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/Authorization/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.body.public.description).toBe(long);
  });

  it('answers a revalidation of public content with 304 after reading only the generation', async () => {
    const first = await ctx.request.get('/api/volumes').expect(200);
    const sql = await queriesOf(ctx, () =>
      ctx.request
        .get('/api/volumes')
        .set('If-None-Match', first.headers.etag as string)
        .expect(304),
    );
    // The fresh read that confirms the version (and the periodic check, when it falls due).
    expect(sql.length).toBeGreaterThanOrEqual(1);
    expect(sql.filter((q) => !/cache_generations/.test(q))).toEqual([]);
  });

  it('serves cached content without touching the database until the check interval passes', async () => {
    await ctx.request.get('/api/evangelio-del-dia').expect(200);
    const sql = await queriesOf(ctx, () => ctx.request.get('/api/evangelio-del-dia').expect(200));
    expect(sql.filter((q) => /gospel_entries/.test(q))).toEqual([]);
  });

  it('compresses with brotli or gzip as accepted, and not tiny answers', async () => {
    const br = await ctx.request.get('/api/volumes').set('Accept-Encoding', 'gzip, br').expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    const gzip = await ctx.request.get('/api/volumes').set('Accept-Encoding', 'gzip').expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.volumes).toHaveLength(36);
    const plain = await ctx.request.get('/api/volumes').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.volumes).toHaveLength(36);
    const tiny = await ctx.request.get('/api/topics-button-config').set('Accept-Encoding', 'br, gzip');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    // Answers built per request are compressed on the fly.
    const playlist = await ctx.request
      .get('/api/volumes/1/playlist')
      .set(bearer(member))
      .set('Accept-Encoding', 'gzip');
    expect(playlist.headers['content-encoding']).toBe('gzip');
    expect(playlist.body.items.length).toBeGreaterThan(0);
    for (let i = 0; i < 6; i++) await ctx.member();
    const users = await ctx.request.get('/api/admin/users').set(bearer(admin)).set('Accept-Encoding', 'gzip');
    expect(users.headers['content-encoding']).toBe('gzip');
  });

  it('shows an admin write through the same server at once', async () => {
    const before = await ctx.request.get('/api/volumes').expect(200);
    expect(before.body.volumes[9].has_playlist_data).toBe(false);
    await uploadFile(ctx, admin, '/admin/upload-playlist', playlistFile(10)).expect(200);
    const after = await ctx.request.get('/api/volumes').expect(200);
    expect(after.body.volumes[9].has_playlist_data).toBe(true);
    const playlist = await ctx.request.get('/api/volumes/10/playlist').set(bearer(member)).expect(200);
    expect(playlist.body.items).toHaveLength(3);

    await ctx.request.get('/api/topics-button-config').expect(200, { enabled: true });
    await ctx.request
      .post('/api/admin/topics-button-config')
      .set(bearer(admin))
      .send({ enabled: false })
      .expect(200);
    await ctx.request.get('/api/topics-button-config').expect(200, { enabled: false });

    await ctx.request.get('/api/about?lang=es').expect(200);
    await ctx.request.post('/api/admin/about').set(bearer(admin)).send({ content: '# Nuevo' }).expect(200);
    await ctx.request
      .get('/api/about?lang=es')
      .expect(200, { content: '# Nuevo', lang: 'es', fallback: false });

    await ctx.request.delete('/api/admin/playlists/10').set(bearer(admin)).expect(200);
    await ctx.request.get('/api/volumes/10/playlist').set(bearer(member)).expect(404);
  });

  it('answers a warm playlist without queries whatever its size or the marks', async () => {
    await uploadFile(ctx, admin, '/admin/upload-playlist', playlistFile(11, 60)).expect(200);
    const path = '/api/volumes/11/playlist';
    const first = await ctx.request.get(path).set(bearer(member)).expect(200);
    for (const item of first.body.items.slice(0, 20)) {
      await ctx.request
        .post('/api/videos/watch')
        .set(bearer(member))
        .send({ video_id: item.videoId, volume_number: 11 })
        .expect(200);
    }
    await ctx.request.get(path).set(bearer(member)).expect(200); // warm the cache
    let body: { items: Array<{ is_watched: boolean }> } = { items: [] };
    const sql = await queriesOf(ctx, async () => {
      body = (await ctx.request.get(path).set(bearer(member)).expect(200)).body;
    });
    expect(body.items.filter((i) => i.is_watched)).toHaveLength(20);
    // The account, the playlist and the member's marks and last chapter all come from this server's
    // caches (member-data-cache.test.ts proves their freshness); a generation check at most.
    expect(sql.filter((q) => !/cache_generations/.test(q))).toEqual([]);
  });
});

describe('HTTP caching with two servers on one database', () => {
  const CHECK_MS = 300;
  let ctx: TestContext;
  let other: supertest.Agent;
  let member: string;
  let admin: string;
  beforeAll(async () => {
    ctx = await createTestContext({ seed: true });
    member = (await ctx.member()).token;
    admin = (await ctx.admin()).token;
    const second = createApp({
      config: { ...ctx.config, cacheCheckMs: CHECK_MS },
      db: ctx.db,
      logger: pino({ level: 'silent' }),
    });
    other = supertest.agent(second.app);
  });
  afterAll(() => ctx.close());

  /** Polls `read` on the other server until `fresh`; returns the ms it took. */
  async function msUntil(read: () => Promise<boolean>): Promise<number> {
    const started = performance.now();
    while (!(await read())) {
      if (performance.now() - started > 10 * CHECK_MS) throw new Error('never became fresh');
      await new Promise((r) => setTimeout(r, 20));
    }
    return performance.now() - started;
  }

  it('serves a write made through the other server within CACHE_CHECK_MS', async () => {
    const before = await other.get('/api/volumes').expect(200);
    expect(before.body.volumes[11].has_playlist_data).toBe(false);
    await uploadFile(ctx, admin, '/admin/upload-playlist', playlistFile(12)).expect(200);
    const waited = await msUntil(async () => {
      const res = await other.get('/api/volumes').expect(200);
      return res.body.volumes[11].has_playlist_data === true;
    });
    expect(waited).toBeLessThan(CHECK_MS + 250);
    await other.get('/api/volumes/12/playlist').set(bearer(member)).expect(200);
  });

  it('never confirms an old ETag with 304 after the other server changed the content', async () => {
    const before = await other.get('/api/evangelio-button-config').expect(200, { enabled: true });
    await ctx.request
      .post('/api/admin/evangelio-button-config')
      .set(bearer(admin))
      .send({ enabled: false })
      .expect(200);
    const revalidated = await other
      .get('/api/evangelio-button-config')
      .set('If-None-Match', before.headers.etag as string)
      .expect(200);
    expect(revalidated.body).toEqual({ enabled: false });
    expect(revalidated.headers.etag).not.toBe(before.headers.etag);
  });

  it('serves a chapter changed through the other server: at once on revalidation, else within the bound', async () => {
    // The Spanish source, which the change below is made to (its English translation stays).
    const path = '/api/main-file/1/3?lang=es';
    const before = await other.get(path).set(bearer(member)).expect(200);
    const chapter = decodeContent(before.body.encoded_content) as { description: string };
    await ctx.services.chapters.put('main', 1, 3, JSON.stringify({ ...chapter, description: 'Cambiada' }));
    const revalidated = await other
      .get(path)
      .set(bearer(member))
      .set('If-None-Match', before.headers.etag as string)
      .expect(200);
    expect((decodeContent(revalidated.body.encoded_content) as { description: string }).description).toBe(
      'Cambiada',
    );
    const waited = await msUntil(async () => {
      const res = await other.get(path).set(bearer(member)).expect(200);
      return (decodeContent(res.body.encoded_content) as { description: string }).description === 'Cambiada';
    });
    expect(waited).toBeLessThan(CHECK_MS + 250);
  });
});
