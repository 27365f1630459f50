// Proves GET /today: the liturgical day in the asked language and the admin's calendar, the
// Gospel of the Day of that date, the neighbouring dates, the visitor's time zone, and its errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../lib/clock';
import { bearer, createTestContext, type TestContext } from '../../test/test-context';

// 23:30 UTC on Saturday 28 November 2026: already Sunday (the First Sunday of Advent) in Madrid,
// still Saturday in Mexico City. The demo gospel week is around the server's local date.
const clock: Clock = { now: () => new Date(Date.UTC(2026, 10, 28, 23, 30, 0)) };

describe('GET /api/today', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ seed: true, clock });
  });
  afterAll(() => ctx.close());

  it('answers the liturgical day and the Gospel of the Day of a date, in English by default', async () => {
    const res = await ctx.request.get('/api/today?date=2026-11-29').expect(200);
    expect(res.body).toMatchObject({
      date: '2026-11-29',
      previous: '2026-11-28',
      next: '2026-11-30',
      lang: 'en',
      liturgical_day: {
        calendar: 'general-roman',
        celebration: {
          id: 'advent_1_sunday',
          name: 'First Sunday of Advent',
          rank: { code: 'SUNDAY', name: 'Sunday' },
          colors: [{ code: 'PURPLE', name: 'purple' }],
          seasons: [{ code: 'ADVENT', name: 'Advent' }],
          optional: false,
        },
        others: [],
        sunday_cycle: 'B',
        weekday_cycle: 1,
        psalter_week: 1,
      },
    });
    const gospel = await ctx.request.get('/api/evangelio-del-dia?date=2026-11-29').expect(200);
    expect(res.body.gospel).toEqual(gospel.body);
    expect(res.body.member).toBeUndefined();
  });

  it('names the day in Spanish with ?lang=es, or by Accept-Language', async () => {
    const asked = await ctx.request.get('/api/today?date=2026-12-08&lang=es').expect(200);
    expect(asked.body.lang).toBe('es');
    expect(asked.body.liturgical_day.celebration).toMatchObject({
      name: 'Inmaculada Concepción de María',
      rank: { code: 'SOLEMNITY', name: 'Solemnidad' },
      colors: [{ code: 'WHITE', name: 'blanco' }],
      seasons: [{ code: 'ADVENT', name: 'Adviento' }],
    });
    const header = await ctx.request
      .get('/api/today?date=2026-12-08')
      .set('Accept-Language', 'es-ES')
      .expect(200);
    expect(header.body.liturgical_day.celebration.name).toBe('Inmaculada Concepción de María');
    expect(header.headers.vary).toMatch(/Accept-Language/);
  });

  it("defaults to today in the visitor's time zone, else in UTC", async () => {
    const utc = await ctx.request.get('/api/today').expect(200);
    expect(utc.body.date).toBe('2026-11-28');
    const madrid = await ctx.request.get('/api/today?tz=Europe/Madrid').expect(200);
    expect(madrid.body.date).toBe('2026-11-29');
    expect(madrid.body.liturgical_day.celebration.id).toBe('advent_1_sunday');
    const mexico = await ctx.request.get('/api/today?tz=America/Mexico_City').expect(200);
    expect(mexico.body.date).toBe('2026-11-28');
  });

  it('answers a null gospel on a date without one, the liturgical day still', async () => {
    const res = await ctx.request.get('/api/today?date=2027-03-28').expect(200);
    expect(res.body.gospel).toBeNull();
    expect(res.body.liturgical_day.celebration.name).toMatch(/Easter Sunday/);
  });

  it('refuses a bad date, year or time zone with a 400 in the asked language', async () => {
    const date = await ctx.request.get('/api/today?date=2026-02-30').set('Accept-Language', 'es').expect(400);
    expect(date.body.detail).toBe('date debe ser una fecha con la forma AAAA-MM-DD');
    expect(date.body.errors).toEqual([expect.objectContaining({ pointer: '/date' })]);
    const tz = await ctx.request.get('/api/today?tz=Mars/Olympus').expect(400);
    expect(tz.body).toMatchObject({
      code: 'bad_request',
      detail: 'tz must be an IANA time zone such as Europe/Madrid or America/Mexico_City',
      errors: [{ pointer: '/tz' }],
    });
    // Errors speak the request's language, as every error of the API does (Accept-Language).
    const tzEs = await ctx.request.get('/api/today?tz=Mars/Olympus').set('Accept-Language', 'es').expect(400);
    expect(tzEs.body.detail).toBe(
      'tz debe ser una zona horaria IANA como Europe/Madrid o America/Mexico_City',
    );
    const withDate = await ctx.request.get('/api/today?date=2026-11-29&tz=nowhere').expect(400);
    expect(withDate.body.errors).toEqual([expect.objectContaining({ pointer: '/tz' })]);
    const year = await ctx.request.get('/api/today?date=1200-01-01').expect(400);
    expect(year.body).toMatchObject({ detail: 'date must be a date in the years 1970 to 2199' });
    const lang = await ctx.request.get('/api/today?lang=fr').expect(400);
    expect(lang.body.errors).toEqual([expect.objectContaining({ pointer: '/lang' })]);
  });

  it("gives a member the same day, never cached, with today's step of each path they follow and their streak", async () => {
    const { token } = await ctx.member();
    const fresh = await ctx.request.get('/api/today?date=2026-11-29').set(bearer(token)).expect(200);
    expect(fresh.headers['cache-control']).toBe('private, no-store');
    expect(fresh.body.liturgical_day.celebration.id).toBe('advent_1_sunday');
    expect(fresh.body.member).toMatchObject({ steps: [], streak: { days: 0 } });

    // The Advent path (its day 1 is the First Sunday of Advent) and the first week, joined that day.
    const joinAdvent = await ctx.request
      .put('/api/paths/advent/state')
      .set(bearer(token))
      .send({ action: 'join' });
    expect(joinAdvent.body).toMatchObject({ state: 'active' });
    await ctx.request
      .put('/api/paths/first-week/state')
      .set(bearer(token))
      .send({ action: 'join', start_date: '2026-11-29' })
      .expect(200);
    await ctx.request.put('/api/paths/first-week/days/1').set(bearer(token)).send({ done: true }).expect(200);
    const res = await ctx.request.get('/api/today?date=2026-11-29&lang=es').set(bearer(token)).expect(200);
    const steps = res.body.member.steps as Array<{
      path_id: string;
      day: number;
      date: string;
      title: string;
    }>;
    expect(steps.find((s) => s.path_id === 'advent')).toMatchObject({
      day: 1,
      date: '2026-11-29',
      title: 'Adviento',
    });
    // Day 1 of the first week is done: its next step waits for its own date.
    expect(steps.find((s) => s.path_id === 'first-week')).toBeUndefined();
    const next = await ctx.request.get('/api/today?date=2026-11-30').set(bearer(token)).expect(200);
    expect(next.body.member.steps.find((s: { path_id: string }) => s.path_id === 'first-week')).toMatchObject(
      { day: 2 },
    );
    expect(next.body.member.steps.find((s: { path_id: string }) => s.path_id === 'advent')).toMatchObject({
      day: 2,
    });
    expect(res.body.member.streak).toMatchObject({ days: 1, hidden: false });

    // A hidden streak is not sent.
    await ctx.request.put('/api/streak').set(bearer(token)).send({ hidden: true }).expect(200);
    const hidden = await ctx.request.get('/api/today?date=2026-11-29').set(bearer(token)).expect(200);
    expect(hidden.body.member.streak).toBeNull();
    await ctx.request.get('/api/today').set(bearer('not-a-token')).expect(401);
  });

  it('follows the national calendar the admin chose, for everyone, at once', async () => {
    const before = await ctx.request.get('/api/today?date=2027-07-25&lang=es').expect(200);
    expect(before.body.liturgical_day.celebration.rank.code).not.toBe('SOLEMNITY');
    await ctx.services.settings.set('liturgical_calendar', { calendar: 'spain' });
    const after = await ctx.request
      .get('/api/today?date=2027-07-25&lang=es')
      .set('If-None-Match', before.headers.etag!)
      .expect(200);
    expect(after.body.liturgical_day).toMatchObject({
      calendar: 'spain',
      celebration: { rank: { code: 'SOLEMNITY' }, name: expect.stringMatching(/Santiago/) },
    });
    await ctx.services.settings.set('liturgical_calendar', { calendar: 'general-roman' });
  });
});
