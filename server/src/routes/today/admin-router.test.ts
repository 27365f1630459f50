// Proves the admin setting of the calendar Today follows: read, dry run, save (a revision with its
// audit row, undone by a revert), who may change it and what a bad choice gets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../../test/test-context';

describe('the liturgical calendar setting', () => {
  let ctx: TestContext;
  let admin: string;
  beforeAll(async () => {
    ctx = await createTestContext({ seed: true });
    admin = (await ctx.admin()).token;
  });
  afterAll(() => ctx.close());

  const stJames = async () =>
    (await ctx.request.get('/api/today?date=2027-07-25&lang=es').expect(200)).body.liturgical_day;

  it('is the General Roman Calendar until an admin chooses another', async () => {
    const res = await ctx.request.get('/api/admin/liturgical-calendar').set(bearer(admin)).expect(200);
    expect(res.body).toEqual({
      calendar: 'general-roman',
      calendars: ['general-roman', 'spain', 'mexico', 'united-states'],
    });
  });

  it('says what a change would do on a dry run, and changes nothing', async () => {
    const res = await ctx.request
      .put('/api/admin/liturgical-calendar?dry_run=1')
      .set(bearer(admin))
      .send({ calendar: 'spain' })
      .expect(200);
    expect(res.body).toMatchObject({ calendar: 'spain', dry_run: true, revision: null });
    expect(res.body.changes).toEqual([
      expect.objectContaining({ kind: 'settings', key: 'liturgical_calendar' }),
    ]);
    expect((await stJames()).calendar).toBe('general-roman');
  });

  it('changes Today for everyone, as a revision with its audit row, which a revert undoes', async () => {
    const res = await ctx.request
      .put('/api/admin/liturgical-calendar')
      .set(bearer(admin))
      .send({ calendar: 'spain' })
      .expect(200);
    expect(res.body.revision).toEqual(expect.any(Number));
    const day = await stJames();
    expect(day).toMatchObject({ calendar: 'spain', celebration: { rank: { code: 'SOLEMNITY' } } });
    const audit = await ctx.db('audit_log').where({ action: 'settings.liturgical_calendar' });
    expect(audit).toHaveLength(1);

    await ctx.request.post(`/api/admin/revisions/${res.body.revision}/revert`).set(bearer(admin)).expect(200);
    expect((await stJames()).calendar).toBe('general-roman');
  });

  it('refuses a calendar it does not know, and anyone but an admin', async () => {
    const bad = await ctx.request
      .put('/api/admin/liturgical-calendar')
      .set(bearer(admin))
      .send({ calendar: 'narnia' })
      .expect(422);
    expect(bad.body.errors).toEqual([expect.objectContaining({ pointer: '/calendar' })]);
    const { token } = await ctx.member();
    await ctx.request
      .put('/api/admin/liturgical-calendar')
      .set(bearer(token))
      .send({ calendar: 'spain' })
      .expect(403);
    await ctx.request.get('/api/admin/liturgical-calendar').expect(401);
    expect((await stJames()).calendar).toBe('general-roman');
  });
});
