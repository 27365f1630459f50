// Proves the Gospel of the Day by date (default today), its errors, and the atomic view counter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redateGospelEntries } from '../../setup/seed-demo';
import type { Clock } from '../../lib/clock';
import { bearer, createTestContext, type TestContext } from '../../test/test-context';

// Noon local time keeps "today" the same whatever the machine's time zone.
const clock: Clock = { now: () => new Date(2026, 10, 22, 12, 0, 0) };

describe('gospel of the day', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ seed: true, clock });
  });
  afterAll(() => ctx.close());

  it("serves today's entry by default, without a token", async () => {
    const res = await ctx.request.get('/api/evangelio-del-dia').expect(200);
    expect(res.body.date).toBe('2026-11-22');
    expect(res.body.weekday).toBe('Domingo');
    expect(res.body.gospel.reference).toEqual(expect.any(String));
    expect(res.body.gospel.verses.length).toBeGreaterThan(0);
    expect(res.body.en.weekday).toBe('Sunday');
  });

  it('serves the demo week from three days before to three after', async () => {
    for (const date of ['2026-11-19', '2026-11-20', '2026-11-21', '2026-11-23', '2026-11-24', '2026-11-25']) {
      const res = await ctx.request.get(`/api/evangelio-del-dia?date=${date}`).expect(200);
      expect(res.body.date).toBe(date);
    }
  });

  it('answers 404 with a detail for a date without an entry', async () => {
    const res = await ctx.request.get('/api/evangelio-del-dia?date=2026-11-26').expect(404);
    expect(res.body).toEqual({ detail: 'The gospel for 2026-11-26 is not available', code: 'not_found' });
  });

  it.each(['2026-13-01', '2026-02-30', 'yesterday', '26-11-22', '2026-11-22T00:00'])(
    'answers 400 for date=%s',
    async (date) => {
      const res = await ctx.request
        .get(`/api/evangelio-del-dia?date=${encodeURIComponent(date)}`)
        .expect(400);
      expect(res.body.errors).toEqual([
        expect.objectContaining({ pointer: '/date', message: 'must be a date in the form YYYY-MM-DD' }),
      ]);
    },
  );

  it('counts a view once per client and date: anonymous by address, a member by account', async () => {
    const { token } = await ctx.member();
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        i % 2
          ? ctx.request.post('/api/evangelio-views/increment?date=2026-11-21').expect(204)
          : ctx.request.post('/api/evangelio-views/increment?date=2026-11-21').set(bearer(token)).expect(204),
      ),
    );
    // Twelve 204s, two views: the address's anonymous one and the member's.
    expect(await ctx.services.gospel.viewCount('2026-11-21')).toBe(2);
    await ctx.request.post('/api/evangelio-views/increment').expect(204);
    expect(await ctx.services.gospel.viewCount('2026-11-22')).toBe(1);
    const other = await ctx.member();
    await ctx.request
      .post('/api/evangelio-views/increment?date=2026-11-21')
      .set(bearer(other.token))
      .expect(204);
    expect(await ctx.services.gospel.viewCount('2026-11-21')).toBe(3);
  });

  it('refuses views of missing or malformed dates, and an invalid token, without counting', async () => {
    await ctx.request.post('/api/evangelio-views/increment?date=2030-01-01').expect(404);
    // A refused view is not remembered as the client's view: asking again gets the same 404.
    await ctx.request.post('/api/evangelio-views/increment?date=2030-01-01').expect(404);
    await ctx.request.post('/api/evangelio-views/increment?date=bad').expect(400);
    await ctx.request.post('/api/evangelio-views/increment?date=2026-11-20').set(bearer('nope')).expect(401);
    expect(await ctx.db('gospel_views').whereIn('date', ['2030-01-01', '2026-11-20'])).toEqual([]);
  });

  it('re-dates the demo week around any day and names its weekdays', () => {
    const entry = {
      date: '2000-01-01',
      gospel: { reference: 'Juan 1:1', verses: [] },
      en: { gospel: { reference: 'John 1:1', verses: [] } },
    };
    const week = redateGospelEntries(Array(7).fill(entry), '2026-03-01');
    expect(week.map((e) => e.date)).toEqual([
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
    ]);
    expect(week.map((e) => e.weekday)).toEqual([
      'Jueves',
      'Viernes',
      'Sábado',
      'Domingo',
      'Lunes',
      'Martes',
      'Miércoles',
    ]);
    expect(week[0]!.en!.weekday).toBe('Thursday');
  });
});
