// Proves GET /volumes and GET /volumes/{n}/playlist against the demo content.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../../test/test-context';

describe('volumes', () => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestContext({ seed: true });
    ({ token } = await ctx.member());
  });
  afterAll(() => ctx.close());

  it('lists all 36 volumes with availability and playlist flags, publicly', async () => {
    const res = await ctx.request.get('/api/volumes').expect(200);
    expect(res.body.volumes).toHaveLength(36);
    expect(res.body.volumes.map((v: { volume_number: number }) => v.volume_number)).toEqual(
      Array.from({ length: 36 }, (_, i) => i + 1),
    );
    expect(res.body.volumes[0]).toEqual({
      id: 1,
      volume_number: 1,
      is_available: true,
      has_playlist_data: true,
      youtube_url: expect.stringMatching(/^https:\/\//),
    });
    const withPlaylist = res.body.volumes.filter((v: { has_playlist_data: boolean }) => v.has_playlist_data);
    expect(withPlaylist.map((v: { volume_number: number }) => v.volume_number)).toEqual([1, 2, 3]);
    expect(res.body.volumes[35]).toMatchObject({ volume_number: 36, has_playlist_data: false });
  });

  it('serves a playlist with items and watched marks to a member', async () => {
    const res = await ctx.request.get('/api/volumes/1/playlist?lang=es').set(bearer(token)).expect(200);
    expect(res.body.playlistTitle).toContain('Volumen 1');
    expect(res.body.items.length).toBeGreaterThanOrEqual(5);
    expect(res.body.items[0]).toEqual({
      position: 1,
      videoId: expect.any(String),
      chapter_key: expect.any(String),
      title: expect.stringMatching(/^1-1\. /),
      url: expect.any(String),
      channelTitle: expect.any(String),
      thumbnail: expect.any(String),
      is_watched: false,
    });
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  it('marks the videos the caller watched, and only the caller', async () => {
    const other = await ctx.member();
    const first = (await ctx.request.get('/api/volumes/1/playlist').set(bearer(token))).body.items[0];
    await ctx.request
      .post('/api/videos/watch')
      .set(bearer(token))
      .send({ video_id: first.videoId, volume_number: 1 })
      .expect(200, { watched: true });
    const mine = await ctx.request.get('/api/volumes/1/playlist').set(bearer(token));
    expect(mine.body.items[0].is_watched).toBe(true);
    const theirs = await ctx.request.get('/api/volumes/1/playlist').set(bearer(other.token));
    expect(theirs.body.items[0].is_watched).toBe(false);
  });

  it('answers 401 without a token', async () => {
    const res = await ctx.request.get('/api/volumes/1/playlist').expect(401);
    expect(res.body.code).toBe('unauthenticated');
  });

  it('answers 404 for a volume without a playlist', async () => {
    const res = await ctx.request.get('/api/volumes/12/playlist').set(bearer(token)).expect(404);
    expect(res.body).toEqual({ detail: 'Volume 12 has no playlist', code: 'not_found' });
  });

  it.each(['0', '37', 'abc', '1.5', '-1'])('answers 400 for volume %s', async (volume) => {
    const res = await ctx.request.get(`/api/volumes/${volume}/playlist`).set(bearer(token)).expect(400);
    expect(res.body.errors).toEqual([
      expect.objectContaining({ pointer: '/volume', message: 'must be an integer from 1 to 36' }),
    ]);
  });
});
