// Proves POST /videos/watch toggles the caller's mark and refuses unknown videos and bad bodies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../../test/test-context';

describe('POST /api/videos/watch', () => {
  let ctx: TestContext;
  let token: string;
  let userId: number;
  let videoId: string;
  beforeAll(async () => {
    ctx = await createTestContext({ seed: true });
    const m = await ctx.member();
    token = m.token;
    userId = m.user.id;
    videoId = (await ctx.db('videos').where({ volume_number: 2, position: 1 }).first()).video_id;
  });
  afterAll(() => ctx.close());

  const watch = (body: object, t = token) => ctx.request.post('/api/videos/watch').set(bearer(t)).send(body);

  it('toggles on and off', async () => {
    await watch({ video_id: videoId, volume_number: 2 }).expect(200, { watched: true });
    expect(await ctx.db('watched_videos').where({ user_id: userId })).toHaveLength(1);
    await watch({ video_id: videoId, volume_number: 2 }).expect(200, { watched: false });
    expect(await ctx.db('watched_videos').where({ user_id: userId })).toHaveLength(0);
  });

  it('refuses a video that is not in that volume', async () => {
    const res = await watch({ video_id: videoId, volume_number: 1 }).expect(404);
    expect(res.body.code).toBe('not_found');
    await watch({ video_id: 'nope', volume_number: 2 }).expect(404);
    expect(await ctx.db('watched_videos').where({ user_id: userId })).toHaveLength(0);
  });

  it('refuses bad bodies with pointers', async () => {
    const empty = await watch({ video_id: '', volume_number: 2 }).expect(422);
    expect(empty.body.errors.map((e: { pointer: string }) => e.pointer)).toEqual(['/video_id']);
    const badVolume = await watch({ video_id: videoId, volume_number: 37 }).expect(422);
    expect(badVolume.body.errors.map((e: { pointer: string }) => e.pointer)).toEqual(['/volume_number']);
    const missing = await watch({}).expect(422);
    expect(missing.body.errors.map((e: { pointer: string }) => e.pointer).sort()).toEqual([
      '/video_id',
      '/volume_number',
    ]);
  });

  it('answers 401 without a token', async () => {
    await ctx.request.post('/api/videos/watch').send({ video_id: videoId, volume_number: 2 }).expect(401);
  });
});
