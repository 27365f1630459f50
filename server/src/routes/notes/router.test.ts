// Proves personal notes: per member and chapter, 404 = empty, the 2000-character limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTES_PER_ACCOUNT } from '../../services/member-data-service';
import { bearer, createTestContext, type TestContext } from '../../test/test-context';

describe('notes', () => {
  let ctx: TestContext;
  let token: string;
  let userId: number;
  beforeAll(async () => {
    ctx = await createTestContext({ seed: true });
    const m = await ctx.member();
    token = m.token;
    userId = m.user.id;
  });
  afterAll(() => ctx.close());

  it('answers 404 for a chapter without a note', async () => {
    const res = await ctx.request.get('/api/notes/1/1').set(bearer(token)).expect(404);
    expect(res.body.code).toBe('not_found');
  });

  it('saves, reads back and overwrites a note', async () => {
    const text = 'Orar por la mañana — ñandú 🙏';
    const saved = await ctx.request
      .post('/api/notes/save?volume=1&index=1')
      .set(bearer(token))
      .send({ note_text: text })
      .expect(200);
    expect(saved.body).toMatchObject({ message: 'Note saved', note_text: text });
    const read = await ctx.request.get('/api/notes/1/1').set(bearer(token)).expect(200);
    expect(read.body).toEqual({
      note_text: text,
      updated_at: expect.any(String),
      version: 1,
      chapter_key: saved.body.chapter_key,
    });
    await ctx.request
      .post('/api/notes/save?volume=1&index=1')
      .set(bearer(token))
      .send({ note_text: 'second' })
      .expect(200);
    expect((await ctx.request.get('/api/notes/1/1').set(bearer(token))).body.note_text).toBe('second');
    expect(await ctx.db('notes').where({ user_id: userId }).count({ n: '*' })).toEqual([{ n: 1 }]);
  });

  it('keeps notes private to their author', async () => {
    await ctx.request
      .post('/api/notes/save?volume=2&index=3')
      .set(bearer(token))
      .send({ note_text: 'mine' })
      .expect(200);
    const other = await ctx.member();
    await ctx.request.get('/api/notes/2/3').set(bearer(other.token)).expect(404);
  });

  it('accepts exactly 2000 characters and refuses 2001 without saving', async () => {
    await ctx.request
      .post('/api/notes/save?volume=3&index=1')
      .set(bearer(token))
      .send({ note_text: 'a'.repeat(2000) })
      .expect(200);
    const res = await ctx.request
      .post('/api/notes/save?volume=3&index=1')
      .set(bearer(token))
      .send({ note_text: 'b'.repeat(2001) })
      .expect(422);
    expect(res.body.errors).toEqual([
      expect.objectContaining({ pointer: '/note_text', message: expect.stringContaining('2000') }),
    ]);
    const stored = await ctx.db('notes').where({ user_id: userId, volume_number: 3 }).first();
    expect(stored.note_text).toBe('a'.repeat(2000));
  });

  it('deletes the note when saved empty', async () => {
    await ctx.request
      .post('/api/notes/save?volume=1&index=4')
      .set(bearer(token))
      .send({ note_text: 'temp' })
      .expect(200);
    await ctx.request
      .post('/api/notes/save?volume=1&index=4')
      .set(bearer(token))
      .send({ note_text: '  ' })
      .expect(200);
    await ctx.request.get('/api/notes/1/4').set(bearer(token)).expect(404);
  });

  it('refuses bad input and anonymous callers', async () => {
    await ctx.request.get('/api/notes/1/1').expect(401);
    await ctx.request.post('/api/notes/save?volume=1&index=1').send({ note_text: 'x' }).expect(401);
    const noVolume = await ctx.request
      .post('/api/notes/save?index=1')
      .set(bearer(token))
      .send({ note_text: 'x' })
      .expect(400);
    expect(noVolume.body.errors).toEqual([
      expect.objectContaining({ pointer: '/volume', message: 'is required' }),
    ]);
    await ctx.request
      .post('/api/notes/save?volume=1&index=0')
      .set(bearer(token))
      .send({ note_text: 'x' })
      .expect(400);
    const missing = await ctx.request
      .post('/api/notes/save?volume=1&index=5')
      .set(bearer(token))
      .send({})
      .expect(422);
    expect(missing.body.errors).toEqual([
      expect.objectContaining({ pointer: '/note_text', message: expect.any(String) }),
    ]);
    await ctx.request
      .post('/api/notes/save?volume=1&index=5')
      .set(bearer(token))
      .send({ note_text: 5 })
      .expect(422);
    const chapter5 = await ctx
      .db('videos')
      .where({ volume_number: 1, chapter_index: 5 })
      .first('chapter_key');
    expect(await ctx.db('notes').where({ user_id: userId, chapter_key: chapter5.chapter_key })).toEqual([]);
  });

  it('keeps notes only for chapters of a published playlist: 404 otherwise, nothing stored', async () => {
    for (const path of ['volume=1&index=6', 'volume=9&index=1']) {
      const res = await ctx.request
        .post(`/api/notes/save?${path}`)
        .set(bearer(token))
        .send({ note_text: 'x' });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('not_found');
    }
    await ctx.request.get('/api/notes/9/1').set(bearer(token)).expect(404);
    expect(await ctx.db('notes').where({ user_id: userId, volume_number: 9 })).toEqual([]);
  });

  it(`caps an account at ${NOTES_PER_ACCOUNT} notes with 409 note_limit_reached; editing and emptying still work`, async () => {
    const { user, token: full } = await ctx.member();
    const filler = Array.from({ length: NOTES_PER_ACCOUNT - 1 }, (_, i) => ({
      user_id: user.id,
      volume_number: 30,
      chapter_key: `filler-${i}`,
      note_text: 'x',
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    }));
    for (let i = 0; i < filler.length; i += 500) await ctx.db('notes').insert(filler.slice(i, i + 500));
    const save = (index: number, text: string) =>
      ctx.request.post(`/api/notes/save?volume=1&index=${index}`).set(bearer(full)).send({ note_text: text });
    await save(1, 'the last one allowed').expect(200);
    const refused = await save(2, 'one too many').expect(409);
    expect(refused.body).toEqual({
      code: 'note_limit_reached',
      detail: expect.stringContaining(String(NOTES_PER_ACCOUNT)),
    });
    await ctx.request.get('/api/notes/1/2').set(bearer(full)).expect(404);
    await save(1, 'edited at the cap').expect(200);
    await save(1, '').expect(200);
    await save(2, 'room again').expect(200);
  });
});
