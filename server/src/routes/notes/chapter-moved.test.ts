// Proves over HTTP that member data names its chapter: a note, a last chapter and a watched mark written
// from a page loaded before a shifted re-upload name their chapter (chapter_key) and are refused
// with 409 chapter_moved, saying where the chapter is now, instead of landing on the chapter that
// took its place; nothing is written. Without chapter_key the position decides, as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chapterKeyOf, introKeyOf, memberVolumePlaylist } from '../../test/member-volume';
import { bearer, createTestContext, type TestContext } from '../../test/test-context';
import { uploadFile } from '../../test/upload-helpers';

// Each test has a volume of its own, so one test's uploads do not decide another's chapters.
let VOLUME = 11;

describe('member writes that name a chapter that moved', () => {
  let ctx: TestContext;
  let admin: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    await ctx
      .db('volumes')
      .insert([12, 13, 14, 15, 16].map((n) => ({ volume_number: n, is_available: true, youtube_url: null })));
    admin = (await ctx.admin()).token;
  });
  afterAll(() => ctx.close());

  const upload = (shifted: boolean) =>
    uploadFile(ctx, admin, '/admin/upload-playlist', {
      name: `Vol_${VOLUME}.json`,
      data: Buffer.from(JSON.stringify(memberVolumePlaylist(VOLUME, 4, shifted))),
    }).expect(200);

  /** A member who loaded the page while chapter 2 was at index 2, then the admin shifted the playlist. */
  async function memberAfterShift() {
    VOLUME += 1;
    await upload(false);
    const { token, user } = await ctx.member();
    const page = await ctx.request.get(`/api/volumes/${VOLUME}/playlist`).set(bearer(token)).expect(200);
    expect(page.body.items[1].chapter_key).toBe(chapterKeyOf(VOLUME, 2));
    await upload(true);
    return { token, userId: user.id, moved: { volume: VOLUME, chapter_key: chapterKeyOf(VOLUME, 2) } };
  }

  it('refuses a note saved at the old index with the chapter key, and writes nothing', async () => {
    const { token, userId, moved } = await memberAfterShift();
    const res = await ctx.request
      .post(`/api/notes/save?volume=${VOLUME}&index=2`)
      .set(bearer(token))
      .send({ note_text: 'para el capítulo 2', chapter_key: moved.chapter_key })
      .expect(409);
    expect(res.body).toMatchObject({
      code: 'chapter_moved',
      chapter: { ...moved, index: 3, title: `${VOLUME}-3. Capítulo ${moved.chapter_key}` },
    });
    expect(await ctx.db('notes').where({ user_id: userId })).toEqual([]);
    // Re-targeted at the index the answer gave, it lands on its own chapter.
    const saved = await ctx.request
      .post(`/api/notes/save?volume=${VOLUME}&index=3`)
      .set(bearer(token))
      .send({ note_text: 'para el capítulo 2', chapter_key: moved.chapter_key })
      .expect(200);
    expect(saved.body).toMatchObject({ chapter_key: moved.chapter_key, index: 3, version: 1 });
  });

  it('refuses the last chapter at the old index with the chapter key', async () => {
    const { token, userId, moved } = await memberAfterShift();
    const res = await ctx.request
      .put(`/api/volumes/${VOLUME}/last-chapter`)
      .set(bearer(token))
      .send({ index: 2, chapter_key: moved.chapter_key })
      .expect(409);
    expect(res.body).toMatchObject({ code: 'chapter_moved', chapter: { ...moved, index: 3 } });
    expect(await ctx.db('reading_positions').where({ user_id: userId })).toEqual([]);
  });

  it('refuses a watched mark on a video that now shows another chapter', async () => {
    const { token, userId, moved } = await memberAfterShift();
    // The page showed chapter 2's video; an upload gives chapter 2 a new video and chapter 3 the old one.
    const playlist = memberVolumePlaylist(VOLUME, 4);
    const [, second, third] = playlist.items;
    [second!.videoId, third!.videoId] = ['v-new', chapterKeyOf(VOLUME, 2)];
    second!.key = moved.chapter_key;
    third!.key = chapterKeyOf(VOLUME, 3);
    await uploadFile(ctx, admin, '/admin/upload-playlist', {
      name: `Vol_${VOLUME}.json`,
      data: Buffer.from(JSON.stringify(playlist)),
    }).expect(200);
    const res = await ctx.request
      .post('/api/videos/watch')
      .set(bearer(token))
      .send({ video_id: chapterKeyOf(VOLUME, 2), volume_number: VOLUME, chapter_key: moved.chapter_key })
      .expect(409);
    expect(res.body).toMatchObject({ code: 'chapter_moved', chapter: { ...moved, index: 2 } });
    expect(await ctx.db('watched_videos').where({ user_id: userId })).toEqual([]);
  });

  it('answers index null for a chapter no longer published or never known, in Spanish too', async () => {
    const { token } = await memberAfterShift();
    await upload(false); // the intro chapter leaves the playlist
    const gone = await ctx.request
      .put(`/api/volumes/${VOLUME}/last-chapter`)
      .set(bearer(token))
      .set('Accept-Language', 'es')
      .send({ index: 1, chapter_key: introKeyOf(VOLUME) })
      .expect(409);
    expect(gone.body).toMatchObject({
      code: 'chapter_moved',
      detail: expect.stringContaining('cambiado de lugar'),
      chapter: { volume: VOLUME, chapter_key: introKeyOf(VOLUME), index: null, title: expect.any(String) },
    });
    const unknown = await ctx.request
      .post(`/api/notes/save?volume=${VOLUME}&index=1`)
      .set(bearer(token))
      .send({ note_text: 'x', chapter_key: 'no-such-chapter' })
      .expect(409);
    expect(unknown.body.chapter).toEqual({
      volume: VOLUME,
      chapter_key: 'no-such-chapter',
      index: null,
      title: '',
    });
  });

  it('without a chapter key, writes on the chapter now at the position (as before)', async () => {
    const { token, userId } = await memberAfterShift();
    await ctx.request
      .post(`/api/notes/save?volume=${VOLUME}&index=2`)
      .set(bearer(token))
      .send({ note_text: 'por posición' })
      .expect(200);
    expect(await ctx.db('notes').where({ user_id: userId }).pluck('chapter_key')).toEqual([
      chapterKeyOf(VOLUME, 1),
    ]);
  });
});
