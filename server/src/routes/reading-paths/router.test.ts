// Proves reading paths for members: the demo paths are listed with the caller's state; joining an
// on-join path dates its days from the start chosen; the Advent path's days follow the calendar;
// a day is done by marking it or by watching its chapters, and a missed day never blocks the
// next; pause, resume, leave and restart; two devices acting at once leave one consistent state;
// bad input changes nothing; deleting the account removes the progress.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../../test/test-context';

const NOW = new Date('2026-11-27T10:00:00Z');

describe('reading paths (member API)', () => {
  let ctx: TestContext;
  let token: string;
  let userId: number;
  beforeAll(async () => {
    ctx = await createTestContext({ seed: true, clock: { now: () => NOW } });
    const m = await ctx.member();
    token = m.token;
    userId = m.user.id;
  });
  afterAll(() => ctx.close());

  const act = (id: string, body: object, t = token) =>
    ctx.request.put(`/api/paths/${id}/state`).set(bearer(t)).send(body);
  const mark = (id: string, day: number, done: boolean, t = token) =>
    ctx.request.put(`/api/paths/${id}/days/${day}`).set(bearer(t)).send({ done });
  const detail = (id: string, date: string, t = token) =>
    ctx.request.get(`/api/paths/${id}?date=${date}`).set(bearer(t)).expect(200);

  it('lists the three demo paths to visitors, never joined', async () => {
    const res = await ctx.request.get('/api/paths').expect(200);
    expect(res.body.paths.map((p: { id: string }) => p.id)).toEqual([
      'first-week',
      'advent',
      'camino-in-a-year',
    ]);
    expect(res.body.paths.every((p: { state: unknown }) => p.state === null)).toBe(true);
    const year = res.body.paths[2];
    expect(year.day_count).toBe(15);
  });

  it('joins the first week from a start date; a missed day does not block the next', async () => {
    const joined = await act('first-week', { action: 'join', start_date: '2026-11-25' }).expect(200);
    expect(joined.body).toMatchObject({ state: 'active', start_date: '2026-11-25', done_count: 0 });
    expect(joined.body.days.slice(0, 3).map((d: { date: string }) => d.date)).toEqual([
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
    // Day 1 is the first not done whose date has come.
    expect((await detail('first-week', '2026-11-27')).body.today_day).toBe(1);
    // Doing day 3 first (day 1 and 2 missed) is allowed; today's step stays the first undone.
    const marked = await mark('first-week', 3, true).expect(200);
    expect(marked.body.days[2]).toMatchObject({ day: 3, done: true, how: 'marked' });
    await mark('first-week', 1, true).expect(200);
    expect((await detail('first-week', '2026-11-27')).body.today_day).toBe(2);
    const undone = await mark('first-week', 1, false).expect(200);
    expect(undone.body.days[0].done).toBe(false);
  });

  it('counts a day done when every chapter it names is watched', async () => {
    const video = await ctx.db('videos').where({ volume_number: 1, chapter_index: 2 }).first('video_id');
    await ctx.request
      .post('/api/videos/watch')
      .set(bearer(token))
      .send({ video_id: video.video_id, volume_number: 1 })
      .expect(200, { watched: true });
    const res = await detail('first-week', '2026-11-27');
    expect(res.body.days[1]).toMatchObject({ day: 2, done: true, how: 'watched' });
  });

  it('follows the calendar on the Advent path', async () => {
    await act('advent', { action: 'join', start_date: '2026-11-01' }).expect(400);
    const joined = await act('advent', { action: 'join' }).expect(200);
    expect(joined.body.start_date).toBe('2026-11-29');
    expect(joined.body.days[0]).toMatchObject({ day: 1, date: '2026-11-29', gospel: true });
    expect(joined.body.days.at(-1).date).toBe('2026-12-24');
    expect(joined.body.today_day).toBeNull(); // Advent has not begun on 27 November.
    expect((await detail('advent', '2026-11-29')).body.today_day).toBe(1);
    expect((await detail('advent', '2026-12-08')).body.today_day).toBe(10);
    await mark('advent', 10, true).expect(200);
    expect((await detail('advent', '2026-12-08')).body.today_day).toBeNull();
  });

  it('pauses, resumes, leaves and restarts', async () => {
    expect((await act('first-week', { action: 'pause' }).expect(200)).body).toMatchObject({
      state: 'paused',
      today_day: null,
    });
    expect((await act('first-week', { action: 'resume' }).expect(200)).body.state).toBe('active');
    await mark('first-week', 5, true).expect(200);
    const restarted = await act('first-week', { action: 'restart', time_zone: 'America/Mexico_City' }).expect(
      200,
    );
    // Restarting starts afresh on the member's today (in their zone: still 27 November in Mexico).
    expect(restarted.body).toMatchObject({ state: 'active', start_date: '2026-11-27' });
    expect(restarted.body.days.filter((d: { how: string }) => d.how === 'marked')).toEqual([]);
    expect((await act('first-week', { action: 'leave' }).expect(200)).body.state).toBe('left');
    await mark('first-week', 1, true).expect(400);
  });

  it('keeps one consistent state when two devices act at once', async () => {
    const [a, b] = await Promise.all([
      act('camino-in-a-year', { action: 'join', start_date: '2026-11-20' }),
      act('camino-in-a-year', { action: 'join', start_date: '2026-11-20' }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const marks = await Promise.all(
      [1, 2, 3, 1, 2, 3, 4, 4].map((day) => mark('camino-in-a-year', day, true)),
    );
    expect(marks.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(await ctx.db('member_paths').where({ user_id: userId, path_id: 'camino-in-a-year' })).toHaveLength(
      1,
    );
    const rows = await ctx.db('path_day_marks').where({ user_id: userId, path_id: 'camino-in-a-year' });
    expect(rows.map((r) => Number(r.day)).sort()).toEqual([1, 2, 3, 4]);
    const both = await Promise.all([mark('camino-in-a-year', 2, false), mark('camino-in-a-year', 2, false)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(
      await ctx.db('path_day_marks').where({ user_id: userId, path_id: 'camino-in-a-year' }),
    ).toHaveLength(3);
  });

  it('refuses bad input with a clear error and changes nothing', async () => {
    const before = await ctx.db('member_paths').where({ user_id: userId }).orderBy('path_id');
    expect((await act('nope', { action: 'join' }).expect(404)).body.detail).toBe("No reading path 'nope'");
    const es = await ctx.request
      .put('/api/paths/nope/state')
      .set({ ...bearer(token), 'Accept-Language': 'es' })
      .send({ action: 'join' })
      .expect(404);
    expect(es.body.detail).toBe("No existe el camino de lectura 'nope'");
    await mark('camino-in-a-year', 99, true).expect(404);
    const bad = await act('first-week', { action: 'fly' }).expect(422);
    expect(bad.body.errors[0].pointer).toBe('/action');
    const zone = await act('first-week', { action: 'join', time_zone: 'Mars/Olympus' }).expect(400);
    expect(zone.body.errors[0]).toMatchObject({ pointer: '/time_zone', code: 'time_zone' });
    await ctx.request.put('/api/paths/first-week/state').send({ action: 'join' }).expect(401);
    expect(await ctx.db('member_paths').where({ user_id: userId }).orderBy('path_id')).toEqual(before);
  });

  it('gives today’s step of each followed path to the Today page and the digest', async () => {
    const steps = await ctx.services.readingPaths.pathStepsFor(userId, '2026-12-01', 'es');
    // Day 2 of the year path (chapter 1-2) is done: the member watched that chapter above.
    expect(steps.map((s) => [s.path_id, s.day])).toEqual([
      ['advent', 3],
      ['camino-in-a-year', 5],
    ]);
    expect(steps[0]).toMatchObject({ title: 'Adviento', gospel: true, days: 26 });
  });

  it('removes a member’s paths, marks and streak with their account', async () => {
    const other = await ctx.member();
    await act('first-week', { action: 'join' }, other.token).expect(200);
    await mark('first-week', 1, true, other.token).expect(200);
    const admin = await ctx.admin();
    await ctx.request.delete(`/api/admin/user/${other.user.id}`).set(bearer(admin.token)).expect(200);
    for (const table of ['member_paths', 'path_day_marks', 'devotional_days', 'member_preferences']) {
      expect(await ctx.db(table).where({ user_id: other.user.id })).toEqual([]);
    }
  });
});
