// Proves note versions and history over HTTP: a save from a device that read an older version is
// refused with the stored note (409 note_conflict) and the member keeps both texts; every
// replaced text (a deletion too) is kept, the last NOTE_HISTORY_VERSIONS within NOTE_HISTORY_DAYS,
// and an old version is restored by saving it again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTE_HISTORY_DAYS, NOTE_HISTORY_VERSIONS } from '@camino/schemas/constants';
import { bearer, createTestContext, type TestContext } from '../../test/test-context';

describe('note versions and history', () => {
  let ctx: TestContext;
  // A clock the test moves, so the history's age bound is tested without waiting.
  let now = Date.parse('2026-11-01T10:00:00.000Z');
  const clock = { now: () => new Date(now) };
  beforeAll(async () => {
    ctx = await createTestContext({ seed: true, clock });
  });
  afterAll(() => ctx.close());

  const save = (token: string, index: number, body: object) =>
    ctx.request.post(`/api/notes/save?volume=1&index=${index}`).set(bearer(token)).send(body);
  const history = (token: string, chapter_key: string) =>
    ctx.request
      .get('/api/notes/history')
      .query({ volume: 1, chapter_key })
      .set(bearer(token))
      .expect(200)
      .then((res) => res.body.versions as Array<{ version: number; note_text: string; saved_at: string }>);

  it('refuses a save based on an older version, answering the stored note; both texts survive', async () => {
    const { token } = await ctx.member();
    // Phone and laptop both open the empty note.
    const phone = await save(token, 2, { note_text: 'desde el teléfono', base_version: 0 }).expect(200);
    expect(phone.body).toMatchObject({ version: 1, note_text: 'desde el teléfono' });
    const laptop = await save(token, 2, { note_text: 'desde el portátil', base_version: 0 }).expect(409);
    expect(laptop.body).toMatchObject({
      code: 'note_conflict',
      current: { note_text: 'desde el teléfono', version: 1, updated_at: phone.body.updated_at },
    });
    expect((await ctx.request.get('/api/notes/1/2').set(bearer(token))).body.note_text).toBe(
      'desde el teléfono',
    );
    // The member keeps the laptop's text: saved on the version the conflict answered.
    const kept = await save(token, 2, { note_text: 'desde el portátil', base_version: 1 }).expect(200);
    expect(kept.body.version).toBe(2);
    expect(await history(token, kept.body.chapter_key)).toEqual([
      { version: 1, note_text: 'desde el teléfono', saved_at: phone.body.updated_at },
    ]);
  });

  it('answers a deleted note as version 0 with empty text, and keeps the deleted text', async () => {
    const { token } = await ctx.member();
    const first = await save(token, 3, { note_text: 'borrada luego' }).expect(200);
    await save(token, 3, { note_text: '', base_version: 1 }).expect(200);
    const stale = await save(token, 3, { note_text: 'otra vez', base_version: 1 }).expect(409);
    expect(stale.body.current).toEqual({ note_text: '', version: 0, updated_at: null });
    expect((await history(token, first.body.chapter_key)).map((v) => v.note_text)).toEqual(['borrada luego']);
    // Written again, it continues the numbering (its history keeps version 1).
    expect((await save(token, 3, { note_text: 'otra vez', base_version: 0 }).expect(200)).body.version).toBe(
      2,
    );
  });

  it(`keeps the last ${NOTE_HISTORY_VERSIONS} versions, none replaced over ${NOTE_HISTORY_DAYS} days ago, and restores one`, async () => {
    const { token } = await ctx.member();
    let key = '';
    for (let v = 1; v <= NOTE_HISTORY_VERSIONS + 5; v++) {
      now += 1000;
      key = (await save(token, 4, { note_text: `texto ${v}` }).expect(200)).body.chapter_key;
    }
    const kept = await history(token, key);
    expect(kept.map((v) => v.version)).toEqual(
      Array.from({ length: NOTE_HISTORY_VERSIONS }, (_, i) => NOTE_HISTORY_VERSIONS + 4 - i),
    );
    expect(await ctx.db('note_versions').where({ chapter_key: key }).count({ n: '*' })).toEqual([
      { n: NOTE_HISTORY_VERSIONS },
    ]);
    // Restore: save an old text again on the current version.
    const current = (await ctx.request.get('/api/notes/1/4').set(bearer(token))).body;
    const restored = await save(token, 4, { note_text: kept[3]!.note_text, base_version: current.version });
    expect(restored.status).toBe(200);
    expect((await ctx.request.get('/api/notes/1/4').set(bearer(token))).body.note_text).toBe('texto 21');
    // Past the age bound, the next save prunes every version replaced before it.
    now += (NOTE_HISTORY_DAYS + 1) * 24 * 60 * 60 * 1000;
    expect(await history(token, key)).toEqual([]);
    await save(token, 4, { note_text: 'mucho después' }).expect(200);
    expect((await history(token, key)).map((v) => v.note_text)).toEqual(['texto 21']);
    expect(await ctx.db('note_versions').where({ chapter_key: key }).count({ n: '*' })).toEqual([{ n: 1 }]);
  });

  it("shows no one else's history and refuses a bad query", async () => {
    const { token } = await ctx.member();
    const other = await ctx.member();
    const mine = await save(token, 5, { note_text: 'uno' }).expect(200);
    await save(token, 5, { note_text: 'dos' }).expect(200);
    expect(await history(other.token, mine.body.chapter_key)).toEqual([]);
    await ctx.request.get('/api/notes/history?volume=1').set(bearer(token)).expect(400);
    await ctx.request.get('/api/notes/history').query({ volume: 1, chapter_key: 'k' }).expect(401);
  });
});
