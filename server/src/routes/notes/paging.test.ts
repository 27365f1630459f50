// Proves GET /api/notes in pages (a cursor, newest first): every note exactly once while the
// member keeps writing, bad limits and cursors refused; and DELETE /api/notes/:volume/:chapter_key,
// which deletes a note on a chapter no longer published and so frees its place under the cap.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTES_PAGE_MAX } from '@camino/schemas/constants';
import { NOTES_PER_ACCOUNT } from '../../services/notes-service';
import { chapterKeyOf, memberVolumePlaylist } from '../../test/member-volume';
import { bearer, createTestContext, type TestContext } from '../../test/test-context';
import { uploadFile } from '../../test/upload-helpers';

const VOLUME = 20;

describe('the notes list in pages, and deleting a note by its chapter', () => {
  let ctx: TestContext;
  let admin: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    await ctx.db('volumes').insert({ volume_number: VOLUME, is_available: true, youtube_url: null });
    admin = (await ctx.admin()).token;
    await upload(memberVolumePlaylist(VOLUME, 60));
  });
  afterAll(() => ctx.close());

  const upload = (playlist: object) =>
    uploadFile(ctx, admin, '/admin/upload-playlist', {
      name: `Vol_${VOLUME}.json`,
      data: Buffer.from(JSON.stringify(playlist)),
    }).expect(200);
  const save = (token: string, index: number, text: string) =>
    ctx.request
      .post(`/api/notes/save?volume=${VOLUME}&index=${index}`)
      .set(bearer(token))
      .send({ note_text: text });
  const page = (token: string, query: Record<string, string | number>) =>
    ctx.request.get('/api/notes').query(query).set(bearer(token));

  it('answers every note exactly once across the pages while new notes are written', async () => {
    const { token } = await ctx.member();
    for (let i = 1; i <= 30; i++) await save(token, i, `antes ${i}`).expect(200);
    const seen: string[] = [];
    let cursor: string | null = null;
    let next = 31;
    do {
      const query: Record<string, string | number> = cursor ? { limit: 7, cursor } : { limit: 7 };
      const res: { body: { notes: Array<{ chapter_key: string }>; next_cursor: string | null } } = await page(
        token,
        query,
      ).expect(200);
      expect(res.body.notes.length).toBeLessThanOrEqual(7);
      seen.push(...res.body.notes.map((n) => n.chapter_key));
      cursor = res.body.next_cursor;
      // Between two pages the member writes new notes (they sort first, before the cursor).
      if (next <= 60) await Promise.all([save(token, next++, 'nueva'), save(token, next++, 'nueva')]);
    } while (cursor);
    const before = Array.from({ length: 30 }, (_, i) => chapterKeyOf(VOLUME, i + 1));
    expect(new Set(seen).size).toBe(seen.length);
    expect(before.filter((key) => !seen.includes(key))).toEqual([]);
  });

  it('answers the default page size and refuses limits and cursors it did not give', async () => {
    const { token } = await ctx.member();
    const empty = await page(token, {}).expect(200);
    expect(empty.body).toEqual({ notes: [], next_cursor: null });
    for (const limit of [0, NOTES_PAGE_MAX + 1]) {
      const res = await page(token, { limit }).expect(400);
      expect(res.body.errors).toEqual([
        expect.objectContaining({ pointer: '/limit', message: expect.any(String) }),
      ]);
    }
    const bad = await page(token, { cursor: 'bm90IGEgY3Vyc29y' }).set('Accept-Language', 'es').expect(400);
    expect(bad.body.errors).toEqual([
      expect.objectContaining({ pointer: '/cursor', message: expect.stringContaining('debe') }),
    ]);
  });

  it('deletes a note on a chapter no longer published, which frees a place under the cap', async () => {
    const { token, user } = await ctx.member();
    await save(token, 60, 'en el último capítulo').expect(200);
    // The member fills the rest of the account, in bulk.
    const fillers = Array.from({ length: NOTES_PER_ACCOUNT - 1 }, (_, i) => ({
      user_id: user.id,
      volume_number: VOLUME + 1,
      chapter_key: `relleno-${i}`,
      note_text: 'relleno',
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    }));
    for (let i = 0; i < fillers.length; i += 500) await ctx.db('notes').insert(fillers.slice(i, i + 500));
    // The last chapter leaves the playlist: its note is kept, listed as unpublished.
    await upload(memberVolumePlaylist(VOLUME, 59));
    const listed = (await page(token, { limit: 1 }).expect(200)).body.notes[0];
    expect(listed).toMatchObject({ chapter_key: chapterKeyOf(VOLUME, 60), index: null, published: false });
    expect((await save(token, 1, 'una más').expect(409)).body.code).toBe('note_limit_reached');

    await ctx.request
      .delete(`/api/notes/${VOLUME}/${chapterKeyOf(VOLUME, 60)}`)
      .set(bearer(token))
      .expect(200, { message: 'Note deleted' });
    await ctx.request
      .delete(`/api/notes/${VOLUME}/${chapterKeyOf(VOLUME, 60)}`)
      .set(bearer(token))
      .expect(404);
    await save(token, 1, 'una más').expect(200);
    expect(await ctx.db('notes').where({ user_id: user.id }).count({ n: '*' })).toEqual([
      { n: NOTES_PER_ACCOUNT },
    ]);
  });

  it("deletes only the caller's note", async () => {
    const owner = await ctx.member();
    const other = await ctx.member();
    await save(owner.token, 5, 'mía').expect(200);
    await ctx.request
      .delete(`/api/notes/${VOLUME}/${chapterKeyOf(VOLUME, 5)}`)
      .set(bearer(other.token))
      .expect(404);
    await ctx.request.delete(`/api/notes/${VOLUME}/${chapterKeyOf(VOLUME, 5)}`).expect(401);
    expect((await ctx.request.get(`/api/notes/${VOLUME}/5`).set(bearer(owner.token))).body.note_text).toBe(
      'mía',
    );
  });
});
