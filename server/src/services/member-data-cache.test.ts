// Proves that caching members' own data per server keeps it correct: a watched mark or last chapter
// is seen at once through the server that took it and through another once its CACHE_CHECK_MS has
// passed (moved by hand, never waited for); an old ETag is never confirmed with 304; notes are
// never cached; and a cached playlist or chapter costs no query at all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, serverOn, type TestServer } from '../test/cache-clock-apps';
import { bearer, createTestContext, type TestContext } from '../test/test-context';

const CHECK_MS = 1000;

describe('cached member data across two servers', () => {
  let ctx: TestContext;
  let a: TestServer;
  let b: TestServer;
  let token: string;
  let videoIds: string[];
  beforeAll(async () => {
    ctx = await createTestContext({ seed: true });
    a = serverOn(ctx, manualClock(), CHECK_MS);
    b = serverOn(ctx, manualClock(), CHECK_MS);
    token = (await ctx.member()).token;
    const first = await playlist(a).expect(200);
    videoIds = first.body.items.map((i: { videoId: string }) => i.videoId);
  });
  afterAll(() => ctx.close());

  function playlist(server: TestServer) {
    return server.request.get('/api/volumes/1/playlist').set(bearer(token));
  }
  const watchedOn = async (server: TestServer) =>
    (await playlist(server).expect(200)).body.items
      .filter((i: { is_watched: boolean }) => i.is_watched)
      .map((i: { videoId: string }) => i.videoId);
  const toggle = (server: TestServer, videoId: string) =>
    server.request.post('/api/videos/watch').set(bearer(token)).send({ video_id: videoId, volume_number: 1 });

  it('shows a watched mark at once on the server that took it, on the other within the bound', async () => {
    expect(await watchedOn(b)).toEqual([]); // cached on both
    await toggle(a, videoIds[0]!).expect(200, { watched: true });
    expect(await watchedOn(a)).toEqual([videoIds[0]]);
    expect(await watchedOn(b)).toEqual([]); // B's copy, until its next check falls due
    b.clock.advance(CHECK_MS);
    expect(await watchedOn(b)).toEqual([videoIds[0]]);

    await toggle(b, videoIds[0]!).expect(200, { watched: false });
    expect(await watchedOn(b)).toEqual([]);
    a.clock.advance(CHECK_MS);
    expect(await watchedOn(a)).toEqual([]);
  });

  it('shows the last chapter at once on that server, on the other within the bound', async () => {
    const lastOn = async (server: TestServer) => (await playlist(server).expect(200)).body.last_chapter;
    await a.request.put('/api/volumes/1/last-chapter').set(bearer(token)).send({ index: 2 }).expect(200);
    expect(await lastOn(a)).toBe(2);
    await b.request.put('/api/volumes/1/last-chapter').set(bearer(token)).send({ index: 3 }).expect(200);
    expect(await lastOn(b)).toBe(3);
    expect(await lastOn(a)).toBe(2); // A's copy, until its next check falls due
    a.clock.advance(CHECK_MS);
    expect(await lastOn(a)).toBe(3);
  });

  it('shows a note saved through one server on the other at once (notes are never cached)', async () => {
    await b.request.get('/api/notes/1/1').set(bearer(token)).expect(404);
    await a.request
      .post('/api/notes/save?volume=1&index=1')
      .set(bearer(token))
      .send({ note_text: 'desde A' })
      .expect(200);
    const note = await b.request.get('/api/notes/1/1').set(bearer(token)).expect(200);
    expect(note.body.note_text).toBe('desde A');
  });

  it('never confirms an old playlist ETag after a change through the other server', async () => {
    const before = await playlist(b).expect(200);
    await playlist(b)
      .set('If-None-Match', before.headers.etag as string)
      .expect(304);
    await toggle(a, videoIds[1]!).expect(200, { watched: true });
    // No clock moved: the revalidation reads the generations itself.
    const revalidated = await playlist(b)
      .set('If-None-Match', before.headers.etag as string)
      .expect(200);
    expect(revalidated.headers.etag).not.toBe(before.headers.etag);
    expect(revalidated.body.items[1].is_watched).toBe(true);
    await playlist(b)
      .set('If-None-Match', revalidated.headers.etag as string)
      .expect(304);
  });

  it('gives the playlist a new ETag when the last chapter moves', async () => {
    const before = await playlist(a).expect(200);
    await a.request.put('/api/volumes/1/last-chapter').set(bearer(token)).send({ index: 4 }).expect(200);
    const after = await playlist(a)
      .set('If-None-Match', before.headers.etag as string)
      .expect(200);
    expect(after.body.last_chapter).toBe(4);
  });

  it('answers a cached playlist and chapter without any query', async () => {
    await playlist(a).expect(200);
    await a.request.get('/api/main-file/1/1').set(bearer(token)).expect(200);
    const sql: string[] = [];
    const listen = (q: { sql: string }) => sql.push(q.sql);
    ctx.db.on('query', listen);
    try {
      for (let i = 0; i < 5; i++) {
        const res = await playlist(a).expect(200);
        expect(res.body.items).toHaveLength(videoIds.length);
        await a.request.get('/api/main-file/1/1').set(bearer(token)).expect(200);
      }
    } finally {
      ctx.db.off('query', listen);
    }
    expect(sql).toEqual([]);
  });

  it('reads only the generations once the bound has passed and nothing changed', async () => {
    await playlist(a).expect(200);
    a.clock.advance(CHECK_MS);
    const sql: string[] = [];
    const listen = (q: { sql: string }) => sql.push(q.sql);
    ctx.db.on('query', listen);
    try {
      await playlist(a).expect(200);
      await playlist(a).expect(200);
    } finally {
      ctx.db.off('query', listen);
    }
    expect(sql.length).toBeGreaterThan(0);
    expect(sql.filter((q) => !/cache_generations/.test(q))).toEqual([]);
  });
});
