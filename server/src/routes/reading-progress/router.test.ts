// Proves members' progress per volume and the remembered last chapter, kept per member on the server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../../test/test-context';

describe('reading progress', () => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestContext({ seed: true });
    ({ token } = await ctx.member());
  });
  afterAll(() => ctx.close());

  const progress = async (t = token) =>
    (await ctx.request.get('/api/volumes/progress').set(bearer(t)).expect(200)).body.progress;

  it('counts watchable videos per volume, none watched yet', async () => {
    expect(await progress()).toEqual([
      { volume_number: 1, total: 5, watched: 0, last_chapter: null },
      // Volume 2 has one video without a videoId: it cannot be watched, so it is not counted.
      { volume_number: 2, total: 4, watched: 0, last_chapter: null },
      { volume_number: 3, total: 5, watched: 0, last_chapter: null },
    ]);
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

  it('refuses bad input and anonymous callers without storing anything', async () => {
    await ctx.request.get('/api/volumes/progress').expect(401);
    await ctx.request.put('/api/volumes/1/last-chapter').send({ index: 2 }).expect(401);
    const bad = await ctx.request
      .put('/api/volumes/1/last-chapter')
      .set(bearer(token))
      .send({ index: 0 })
      .expect(422);
    expect(bad.body.errors).toEqual([{ pointer: '/index', message: 'must be at least 1' }]);
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
