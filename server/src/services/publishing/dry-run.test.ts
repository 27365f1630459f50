// Proves the dry run of the site settings and gospel calls: `?dry_run=1` leaves every
// table as it was (rows, audit, cache generations) and tells no cache, and its `changes` are
// exactly those of the real call that follows; a featured image the CSP would block is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../lib/clock';
import { bearer, createTestContext, type TestContext } from '../../test/test-context';
import { databaseState } from '../../test/database-state';

const clock: Clock = { now: () => new Date(2026, 10, 22, 12, 0, 0) };

const entry = (date: string, reference = `Jn ${date}`) => ({
  date,
  weekday: 'Martes',
  gospel: { heading: 'Lectura', reference, intro: 'En aquel tiempo,', verses: ['Dijo Jesús…'] },
});

describe('dry run of admin content calls', () => {
  let ctx: TestContext;
  let admin: string;
  let localWrites = 0;
  beforeAll(async () => {
    ctx = await createTestContext({ seed: true, clock });
    admin = (await ctx.admin('dry-run-admin')).token;
    ctx.services.contentVersion.onLocalWrite(() => (localWrites += 1));
  });
  afterAll(() => ctx.close());

  type Call = (query: string) => ReturnType<TestContext['request']['post']>;
  const calls: [string, () => Call][] = [
    [
      'PUT /admin/news-config',
      () => (q) =>
        ctx.request
          .put(`/api/admin/news-config${q}`)
          .set(bearer(admin))
          .send({
            public: { enabled: true, title: 'Nuevo', description: 'x'.repeat(300) },
            private: { enabled: false, title: '' },
          }),
    ],
    [
      'POST /admin/image-config',
      () => (q) =>
        ctx.request.post(`/api/admin/image-config${q}`).set(bearer(admin)).send({
          imageUrl: 'https://img.example.org/a.jpg',
          clickUrl: 'https://example.org',
          visible: true,
        }),
    ],
    [
      'POST /admin/evangelio-button-config',
      () => (q) =>
        ctx.request
          .post(`/api/admin/evangelio-button-config${q}`)
          .set(bearer(admin))
          .send({ enabled: false }),
    ],
    [
      'POST /admin/topics-button-config',
      () => (q) =>
        ctx.request.post(`/api/admin/topics-button-config${q}`).set(bearer(admin)).send({ enabled: false }),
    ],
    [
      'POST /admin/about',
      () => (q) =>
        ctx.request
          .post(`/api/admin/about${q}`)
          .set(bearer(admin))
          .send({ content: '# Acerca\n\nNuevo texto' }),
    ],
    [
      'POST /admin/toggle-email-validation (off)',
      () => (q) =>
        ctx.request
          .post(`/api/admin/toggle-email-validation${q}`)
          .set(bearer(admin))
          .send({ enabled: false }),
    ],
    [
      'POST /admin/evangelios/upload',
      () => (q) =>
        ctx.request
          .post(`/api/admin/evangelios/upload${q}`)
          .set(bearer(admin))
          .attach(
            'file',
            Buffer.from(JSON.stringify([entry('2026-11-22', 'Mt 5, 1-12'), entry('2031-01-01')])),
            { filename: 'evangelios.json', contentType: 'application/json' },
          ),
    ],
    [
      'DELETE /admin/evangelios',
      () => (q) =>
        ctx.request
          .delete(`/api/admin/evangelios${q}`)
          .set(bearer(admin))
          .send({ dates: ['2026-11-21', '2040-01-01'] }),
    ],
  ];

  it.each(calls)('%s: the dry run writes nothing and predicts the real call', async (_name, make) => {
    const call = make();
    const before = await databaseState(ctx);
    const writes = localWrites;
    const dry = await call('?dry_run=1').expect(200);
    expect(dry.body.dry_run).toBe(true);
    expect(dry.body.revision).toBeNull();
    expect(dry.body.changes.length).toBeGreaterThan(0);
    expect(await databaseState(ctx)).toEqual(before);
    expect(localWrites).toBe(writes);

    const real = await call('').expect(200);
    expect(real.body.dry_run).toBeUndefined();
    expect(real.body.changes).toEqual(dry.body.changes);
    // The rest of the answer is the same too (a dry run keeps the call's usual fields).
    const { dry_run: _d, revision: _r1, ...dryRest } = dry.body;
    const { revision, ...realRest } = real.body;
    expect(realRest).toEqual(dryRest);
    expect(localWrites).toBe(writes + 1);
    if (real.body.changes.some((c: { status: string }) => c.status !== 'unchanged')) {
      expect(revision).toBeGreaterThan(0);
      const detail = await ctx.request.get(`/api/admin/revisions/${revision}`).set(bearer(admin)).expect(200);
      expect(detail.body.changes).toEqual(
        real.body.changes.filter((c: { status: string }) => c.status !== 'unchanged'),
      );
    }
  });

  it('reports field changes with pointers and shortens long texts', async () => {
    const res = await ctx.request
      .put('/api/admin/news-config?dry_run=true')
      .set(bearer(admin))
      .send({
        public: { enabled: false, title: 'Otro', description: 'y'.repeat(500) },
        private: { enabled: false, title: '' },
      })
      .expect(200);
    const [change] = res.body.changes;
    expect(change).toMatchObject({ kind: 'news', key: 'news', status: 'changed' });
    const pointers = change.fields.map((f: { pointer: string }) => f.pointer);
    expect(pointers).toEqual(['/public/enabled', '/public/title', '/public/description']);
    const description = change.fields[2];
    expect(description.after).toMatch(/^y{80}… \[500 characters\] …y{80}$/);
    expect(description.before).toMatch(/\[300 characters\]/);
  });

  it('a dry run of deleting every gospel entry lists each as removed and deletes none', async () => {
    const count = Number((await ctx.db('gospel_entries').count({ n: '*' }).first())!.n);
    const res = await ctx.request
      .delete('/api/admin/evangelios?all=true&dry_run=1')
      .set(bearer(admin))
      .expect(200);
    expect(res.body.deleted).toBe(count);
    expect(res.body.changes).toHaveLength(count);
    expect(res.body.changes.every((c: { status: string }) => c.status === 'removed')).toBe(true);
    expect(Number((await ctx.db('gospel_entries').count({ n: '*' }).first())!.n)).toBe(count);
  });

  it('refuses a dry_run value it cannot read (400) rather than making the change', async () => {
    const before = await databaseState(ctx);
    const res = await ctx.request
      .post('/api/admin/about?dry_run=yes')
      .set(bearer(admin))
      .send({ content: 'x' })
      .expect(400);
    expect(res.body.errors).toEqual([
      expect.objectContaining({ pointer: '/dry_run', message: 'must be one of "1", "true", "0", "false"' }),
    ]);
    expect(await databaseState(ctx)).toEqual(before);
  });

  it.each([
    ['http://img.example.org/a.jpg', /plain http:\/\/ image/],
    ['http://localhost:3000/demo/a.svg', null],
    ['/demo/featured.svg', null],
    ['https://img.example.org/a.jpg', null],
  ])('featured image %s: refused with 422 and why when the CSP would block it', async (imageUrl, refused) => {
    const before = await databaseState(ctx);
    const res = await ctx.request
      .post('/api/admin/image-config?dry_run=1')
      .set(bearer(admin))
      .send({ imageUrl, clickUrl: 'https://example.org' });
    if (refused) {
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('invalid_body');
      expect(res.body.errors[0].pointer).toBe('/imageUrl');
      expect(res.body.errors[0].message).toMatch(refused);
      expect(res.body.detail).toMatch(/security policy/);
    } else {
      expect(res.status).toBe(200);
    }
    expect(await databaseState(ctx)).toEqual(before);
  });
});
