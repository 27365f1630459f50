// Proves GET /api/notes: every note of the caller (no one else's), newest first, with the
// chapter's index and title from the current playlist.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../../test/test-context';

describe('GET /api/notes', () => {
  let ctx: TestContext;
  // A clock the test moves, so "newest first" does not rest on the milliseconds between requests.
  let now = Date.parse('2026-11-01T10:00:00.000Z');
  const clock = { now: () => new Date(now) };
  beforeAll(async () => {
    ctx = await createTestContext({ seed: true, clock });
  });
  afterAll(() => ctx.close());

  const save = (token: string, volume: number, index: number, text: string) =>
    ctx.request
      .post(`/api/notes/save?volume=${volume}&index=${index}`)
      .set(bearer(token))
      .send({ note_text: text })
      .expect(200);

  it('lists only the caller’s notes, newest first, on their published chapters', async () => {
    const me = await ctx.member();
    const other = await ctx.member();
    await ctx.request.get('/api/notes').set(bearer(me.token)).expect(200, { notes: [], next_cursor: null });
    await save(me.token, 1, 2, 'primera');
    now += 1000;
    await save(me.token, 3, 4, 'segunda');
    now += 1000;
    await save(other.token, 1, 2, 'ajena');

    const res = await ctx.request.get('/api/notes?lang=es').set(bearer(me.token)).expect(200);
    // A note's chapter is titled as the source names it.
    const playlist1 = await ctx.request
      .get('/api/volumes/1/playlist?lang=es')
      .set(bearer(me.token))
      .expect(200);
    const playlist3 = await ctx.request.get('/api/volumes/3/playlist').set(bearer(me.token)).expect(200);
    expect(res.body.notes).toEqual([
      {
        volume: 3,
        index: 4,
        chapter_key: playlist3.body.items[3].videoId,
        title: playlist3.body.items[3].title,
        note: 'segunda',
        updated_at: expect.any(String),
        version: 1,
        published: true,
      },
      {
        volume: 1,
        index: 2,
        chapter_key: playlist1.body.items[1].videoId,
        title: playlist1.body.items[1].title,
        note: 'primera',
        updated_at: expect.any(String),
        version: 1,
        published: true,
      },
    ]);
  });

  it('titles each chapter in the asked language where its playlist is translated', async () => {
    const me = await ctx.member();
    await save(me.token, 1, 2, 'en inglés');
    await save(me.token, 2, 1, 'sin traducir');
    const titles = async (lang: string) =>
      (await ctx.request.get(`/api/notes?lang=${lang}`).set(bearer(me.token)).expect(200)).body.notes.map(
        (n: { title: string }) => n.title,
      );
    const english = (await ctx.request.get('/api/volumes/1/playlist?lang=en').set(bearer(me.token))).body;
    const spanish2 = (await ctx.request.get('/api/volumes/2/playlist?lang=es').set(bearer(me.token))).body;
    expect(await titles('en')).toEqual([english.items[1].title, spanish2.items[0].title]);
    expect(english.items[1].title).toBe('1-2. Learning to pray');
    expect((await titles('es'))[0]).toBe('1-2. Aprender a orar');
  });

  it('refuses anonymous callers', async () => {
    await ctx.request.get('/api/notes').expect(401);
  });
});
