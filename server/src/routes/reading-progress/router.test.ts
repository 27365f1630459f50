// Proves members' progress per volume and the remembered last chapter, kept per member on the server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../../test/test-context';

describe('reading progress', () => {
  let ctx: TestContext;
  let token: string;
  // A clock the tests move, so which chapter was opened last never depends on the machine's speed.
  let time = Date.parse('2026-11-20T10:00:00.000Z');
  const clock = { now: () => new Date(time) };
  beforeAll(async () => {
    ctx = await createTestContext({ seed: true, clock });
    ({ token } = await ctx.member());
  });
  afterAll(() => ctx.close());

  const answer = async (t = token) =>
    (await ctx.request.get('/api/volumes/progress?lang=es').set(bearer(t)).expect(200)).body;
  const progress = async (t = token) => (await answer(t)).progress;
  const firstThumbnail = async (volume: number) =>
    (await ctx.db('videos').where({ volume_number: volume }).orderBy('position').first('thumbnail'))
      .thumbnail;

  it('counts watchable videos per volume, none watched yet', async () => {
    const titles = new Map(
      (await ctx.db('playlists').select('volume_number', 'playlist_title')).map((r) => [
        r.volume_number,
        r.playlist_title,
      ]),
    );
    const none = { watched: 0, last_chapter: null, last_opened_at: null };
    const volume = async (n: number) => ({
      volume_number: n,
      title: titles.get(n),
      cover: await firstThumbnail(n),
    });
    expect(await answer()).toEqual({
      progress: [
        { ...(await volume(1)), total: 5, ...none },
        // Volume 2 has one video without a videoId: it cannot be watched, so it is not counted.
        { ...(await volume(2)), total: 4, ...none },
        { ...(await volume(3)), total: 5, ...none },
      ],
      continue_reading: null,
    });
    expect(titles.get(1)).toBeTruthy();
    expect(await firstThumbnail(1)).toBeTruthy();
  });

  it('follows the watched marks of the caller only', async () => {
    const videos = await ctx.db('videos').where({ volume_number: 3 }).orderBy('position').pluck('video_id');
    for (const id of videos.slice(0, 2)) {
      await ctx.request
        .post('/api/videos/watch')
        .set(bearer(token))
        .send({ video_id: id, volume_number: 3 })
        .expect(200);
    }
    expect((await progress()).find((p: { volume_number: number }) => p.volume_number === 3)).toMatchObject({
      watched: 2,
      total: 5,
    });
    const other = await ctx.member();
    expect((await progress(other.token)).every((p: { watched: number }) => p.watched === 0)).toBe(true);
  });

  it('remembers the last chapter per volume and returns it with the playlist', async () => {
    await ctx.request
      .put('/api/volumes/1/last-chapter')
      .set(bearer(token))
      .send({ index: 3 })
      .expect(200, { volume_number: 1, last_chapter: 3 });
    await ctx.request.put('/api/volumes/1/last-chapter').set(bearer(token)).send({ index: 4 }).expect(200);
    const playlist = await ctx.request.get('/api/volumes/1/playlist').set(bearer(token)).expect(200);
    expect(playlist.body.last_chapter).toBe(4);
    expect(
      (await ctx.request.get('/api/volumes/2/playlist').set(bearer(token))).body.last_chapter,
    ).toBeNull();
    expect((await progress())[0]).toMatchObject({ volume_number: 1, last_chapter: 4 });
    expect(await ctx.db('reading_positions').where({ volume_number: 1 })).toHaveLength(1);
  });

  it('names the chapter opened last across volumes for the Continue card', async () => {
    const member = await ctx.member();
    const open = async (volume: number, index: number) => {
      time += 60_000;
      await ctx.request
        .put(`/api/volumes/${volume}/last-chapter`)
        .set(bearer(member.token))
        .send({ index })
        .expect(200);
    };
    const chapter = async (volume: number, index: number) => {
      const row = await ctx.db('videos').where({ volume_number: volume, chapter_index: index }).first();
      return { volume_number: volume, chapter: index, title: row.title, thumbnail: row.thumbnail };
    };
    await open(3, 2);
    await open(1, 3);
    expect((await answer(member.token)).continue_reading).toEqual(await chapter(1, 3));
    // Opening another chapter of an older volume makes it the latest again.
    await open(3, 4);
    const body = await answer(member.token);
    expect(body.continue_reading).toEqual(await chapter(3, 4));
    const byVolume = new Map(body.progress.map((p: { volume_number: number }) => [p.volume_number, p]));
    expect(byVolume.get(3)).toMatchObject({ last_chapter: 4, last_opened_at: new Date(time).toISOString() });
    expect(byVolume.get(1)).toMatchObject({
      last_chapter: 3,
      last_opened_at: new Date(time - 60_000).toISOString(),
    });
    expect(byVolume.get(2)).toMatchObject({ last_chapter: null, last_opened_at: null });
    // Another member's reading is theirs alone.
    expect((await answer((await ctx.member()).token)).continue_reading).toBeNull();
  });

  it('refuses bad input and anonymous callers without storing anything', async () => {
    await ctx.request.get('/api/volumes/progress').expect(401);
    await ctx.request.put('/api/volumes/1/last-chapter').send({ index: 2 }).expect(401);
    const bad = await ctx.request
      .put('/api/volumes/1/last-chapter')
      .set(bearer(token))
      .send({ index: 0 })
      .expect(422);
    expect(bad.body.errors).toEqual([
      expect.objectContaining({ pointer: '/index', message: 'must be at least 1' }),
    ]);
    await ctx.request.put('/api/volumes/40/last-chapter').set(bearer(token)).send({ index: 2 }).expect(400);
    // A position the playlist does not have names no chapter: 404, nothing stored.
    const missing = await ctx.request
      .put('/api/volumes/1/last-chapter')
      .set(bearer(token))
      .send({ index: 99 });
    expect(missing.status).toBe(404);
    expect(await ctx.db('reading_positions').whereIn('volume_number', [40])).toEqual([]);
    const playlist = await ctx.request.get('/api/volumes/1/playlist').set(bearer(token)).expect(200);
    expect(playlist.body.last_chapter).toBe(4);
  });
});
