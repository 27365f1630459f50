// Proves the streak API: each devotional action (a chapter watched, a path day done, the gospel
// read while signed in) records the member's own date in their time zone once, the streak is
// counted from those dates with one rest day a week, two devices acting at once count a day once,
// and the member can hide it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../../test/test-context';

describe('GET and PUT /api/streak', () => {
  let ctx: TestContext;
  let token: string;
  let userId: number;
  // 23:30 UTC on Thursday 26 November: already Friday 27 in Madrid, still Thursday in New York.
  const clock = { instant: new Date('2026-11-26T23:30:00Z'), now: () => clock.instant };
  beforeAll(async () => {
    ctx = await createTestContext({ seed: true, clock });
    const m = await ctx.member();
    token = m.token;
    userId = m.user.id;
  });
  afterAll(() => ctx.close());

  const streak = (query = '') => ctx.request.get(`/api/streak${query}`).set(bearer(token)).expect(200);
  const days = async () =>
    (await ctx.db('devotional_days').where({ user_id: userId }).orderBy('local_date')).map(
      (r) => r.local_date,
    );

  it('records the day in the member’s own time zone', async () => {
    await ctx.request.put('/api/streak').set(bearer(token)).send({ time_zone: 'Europe/Madrid' }).expect(200);
    await ctx.request
      .put('/api/paths/first-week/state')
      .set(bearer(token))
      .send({ action: 'join' })
      .expect(200);
    await ctx.request.put('/api/paths/first-week/days/1').set(bearer(token)).send({ done: true }).expect(200);
    expect(await days()).toEqual(['2026-11-27']);
    expect((await streak()).body).toMatchObject({
      days: 1,
      today_done: true,
      today: '2026-11-27',
      time_zone: 'Europe/Madrid',
    });

    await ctx.request
      .put('/api/streak')
      .set(bearer(token))
      .send({ time_zone: 'America/New_York' })
      .expect(200);
    const video = await ctx.db('videos').where({ volume_number: 1, chapter_index: 1 }).first('video_id');
    await ctx.request
      .post('/api/videos/watch')
      .set(bearer(token))
      .send({ video_id: video.video_id, volume_number: 1 });
    expect(await days()).toEqual(['2026-11-26', '2026-11-27']);
  });

  it('counts the gospel read while signed in, not a visitor’s read', async () => {
    clock.instant = new Date('2026-11-28T15:00:00Z');
    await ctx.request.post('/api/evangelio-views/increment').expect(204);
    expect(await days()).not.toContain('2026-11-28');
    await ctx.request.post('/api/evangelio-views/increment').set(bearer(token)).expect(204);
    expect(await days()).toContain('2026-11-28');
    expect((await streak()).body).toMatchObject({ days: 3, since: '2026-11-26', today: '2026-11-28' });
  });

  it('counts a day once when two devices act at once', async () => {
    clock.instant = new Date('2026-11-30T15:00:00Z');
    const results = await Promise.all(
      [2, 3, 4, 2, 3, 4].map((day) =>
        ctx.request.put(`/api/paths/first-week/days/${day}`).set(bearer(token)).send({ done: true }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect((await days()).filter((d: string) => d === '2026-11-30')).toHaveLength(1);
    // Sunday the 29th was missed: a rest day, so the run goes on.
    expect((await streak()).body).toMatchObject({ days: 4, rest_days: ['2026-11-29'], since: '2026-11-26' });
  });

  it('hides and shows the streak, and refuses a bad body', async () => {
    expect(
      (await ctx.request.put('/api/streak').set(bearer(token)).send({ hidden: true }).expect(200)).body
        .hidden,
    ).toBe(true);
    expect((await streak()).body.hidden).toBe(true);
    await ctx.request.put('/api/streak').set(bearer(token)).send({}).expect(422);
    await ctx.request.put('/api/streak').set(bearer(token)).send({ time_zone: 'Nowhere/Land' }).expect(400);
    expect((await streak()).body).toMatchObject({ hidden: true, time_zone: 'America/New_York' });
    await ctx.request.get('/api/streak').expect(401);
  });
});
