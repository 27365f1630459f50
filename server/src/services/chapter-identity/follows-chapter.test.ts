// Chapter identity end to end through HTTP: a member's notes, watched marks and last chapter stay on the
// chapter they were written for through every kind of playlist upload (shifted, replaced video
// with and without a key, shorter, deleted and re-created), never show under another chapter, and
// data on chapters no longer published is kept and listed to its owner. The upload answer counts it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaylistUpload } from '@camino/schemas/playlist';
import { bearer, createTestContext, type TestContext } from '../../test/test-context';
import { uploadFile } from '../../test/upload-helpers';

const VOLUME = 10;
type Item = { title: string; video: string; key?: string };
const chapter = (title: string, video = `v${title}`, key?: string): Item => ({ title, video, key });

/** A playlist of volume 10 whose n-th item is titled '10-n. {title}'. */
function playlist(items: Item[]): PlaylistUpload {
  return {
    playlistId: 'PL10',
    playlistTitle: `Camino - Volumen ${VOLUME}`,
    description: '',
    items: items.map((item, i) => ({
      title: `${VOLUME}-${i + 1}. ${item.title}`,
      videoId: item.video,
      url: '',
      channelTitle: 'Camino',
      thumbnail: '',
      ...(item.key ? { key: item.key } : {}),
    })),
  };
}

describe('member data follows its chapter through playlist uploads', () => {
  let ctx: TestContext;
  let admin: string;
  let member: string;
  let other: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    await ctx.db('volumes').insert({ volume_number: VOLUME, is_available: true, youtube_url: null });
    admin = (await ctx.admin()).token;
    member = (await ctx.member()).token;
    other = (await ctx.member()).token;
  });
  afterAll(() => ctx.close());

  const upload = async (items: Item[]) =>
    (
      await uploadFile(ctx, admin, '/admin/upload-playlist', {
        name: `Vol_${VOLUME}.json`,
        data: Buffer.from(JSON.stringify(playlist(items))),
      }).expect(200)
    ).body;
  const get = (path: string, token = member) => ctx.request.get(`/api${path}`).set(bearer(token));
  const save = (index: number, text: string, token = member) =>
    ctx.request
      .post(`/api/notes/save?volume=${VOLUME}&index=${index}`)
      .set(bearer(token))
      .send({ note_text: text });

  /** Per index of the playlist: [title, note or null, watched]; and the last chapter. */
  async function memberView(token = member) {
    const { body } = await get(`/volumes/${VOLUME}/playlist`, token).expect(200);
    const rows = [];
    for (const [i, item] of (body.items as Array<{ title: string; is_watched: boolean }>).entries()) {
      const note = await get(`/notes/${VOLUME}/${i + 1}`, token);
      rows.push([
        item.title.replace(/^10-\d+\. /, ''),
        note.status === 200 ? note.body.note_text : null,
        item.is_watched,
      ]);
    }
    const progress = (await get('/volumes/progress', token).expect(200)).body.progress.find(
      (p: { volume_number: number }) => p.volume_number === VOLUME,
    );
    return { rows, last: body.last_chapter, progressLast: progress.last_chapter, watched: progress.watched };
  }
  const listed = async (token = member) =>
    ((await get('/notes', token).expect(200)).body.notes as Array<Record<string, unknown>>)
      .filter((n) => n.volume === VOLUME)
      .map((n) => [n.note, n.index, n.published, n.title]);
  const none = { notes: 0, marks: 0, positions: 0, members: 0 };

  it('starts with notes on B and D, both watched, last chapter D', async () => {
    await upload([chapter('A'), chapter('B'), chapter('C'), chapter('D')]);
    await save(2, 'nota B').expect(200);
    await save(4, 'nota D').expect(200);
    for (const video of ['vB', 'vD']) {
      await ctx.request
        .post('/api/videos/watch')
        .set(bearer(member))
        .send({ video_id: video, volume_number: VOLUME })
        .expect(200, { watched: true });
    }
    await ctx.request
      .put(`/api/volumes/${VOLUME}/last-chapter`)
      .set(bearer(member))
      .send({ index: 4 })
      .expect(200);
    await save(2, 'de otra persona', other).expect(200);
    expect(await memberView()).toEqual({
      rows: [
        ['A', null, false],
        ['B', 'nota B', true],
        ['C', null, false],
        ['D', 'nota D', true],
      ],
      last: 4,
      progressLast: 4,
      watched: 2,
    });
  });

  it('a shifted re-upload (new first chapter) shows each on B and D at their new index and nowhere else', async () => {
    const answer = await upload([chapter('N'), chapter('A'), chapter('B'), chapter('C'), chapter('D')]);
    expect(answer.impact).toEqual({
      volume_number: VOLUME,
      moved: { notes: 3, marks: 2, positions: 1, members: 2 },
      unpublished: none,
    });
    expect(await memberView()).toEqual({
      rows: [
        ['N', null, false],
        ['A', null, false],
        ['B', 'nota B', true],
        ['C', null, false],
        ['D', 'nota D', true],
      ],
      last: 5,
      progressLast: 5,
      watched: 2,
    });
    expect(await listed()).toEqual([
      ['nota D', 5, true, '10-5. D'],
      ['nota B', 3, true, '10-3. B'],
    ]);
    expect((await memberView(other)).rows[2]).toEqual(['B', 'de otra persona', false]);
  });

  it('a replaced video under the same title stays the same chapter (no key needed)', async () => {
    const answer = await upload([
      chapter('N'),
      chapter('A'),
      chapter('B', 'vB2'),
      chapter('C'),
      chapter('D'),
    ]);
    expect(answer.impact).toEqual({ volume_number: VOLUME, moved: none, unpublished: none });
    const view = await memberView();
    expect(view.rows[2]).toEqual(['B', 'nota B', true]);
    expect(view.watched).toBe(2);
  });

  it('a replaced video with a new title stays the same chapter when its key names it', async () => {
    await upload([
      chapter('N'),
      chapter('A'),
      chapter('B', 'vB2'),
      chapter('C'),
      chapter('D renamed', 'vD2', 'vD'),
    ]);
    const view = await memberView();
    expect(view.rows[4]).toEqual(['D renamed', 'nota D', true]);
    expect(view.last).toBe(5);
    // The key is remembered: the next upload without the old video still finds the chapter by it.
    await upload([
      chapter('N'),
      chapter('A'),
      chapter('B', 'vB2'),
      chapter('C'),
      chapter('D again', 'vD3', 'vD'),
    ]);
    expect((await memberView()).rows[4]).toEqual(['D again', 'nota D', true]);
  });

  it('a new video with a new title and no key is a new chapter: the old one’s data is kept, unpublished, listed', async () => {
    const answer = await upload([
      chapter('N'),
      chapter('A'),
      chapter('B', 'vB2'),
      chapter('C'),
      chapter('E', 'vE'),
    ]);
    expect(answer.impact).toEqual({
      volume_number: VOLUME,
      moved: none,
      unpublished: { notes: 1, marks: 1, positions: 1, members: 1 },
    });
    expect(await memberView()).toEqual({
      rows: [
        ['N', null, false],
        ['A', null, false],
        ['B', 'nota B', true],
        ['C', null, false],
        ['E', null, false],
      ],
      last: null,
      progressLast: null,
      watched: 1,
    });
    expect(await listed()).toEqual([
      ['nota D', null, false, '10-5. D again'],
      ['nota B', 3, true, '10-3. B'],
    ]);
    // The key brings it back.
    await upload([chapter('N'), chapter('A'), chapter('B', 'vB2'), chapter('C'), chapter('D', 'vD3', 'vD')]);
    expect((await memberView()).rows[4]).toEqual(['D', 'nota D', true]);
  });

  it('a shorter playlist keeps the data of the chapters it drops, shown nowhere, and a longer one brings it back', async () => {
    const answer = await upload([chapter('N'), chapter('A')]);
    expect(answer.impact.unpublished).toEqual({ notes: 3, marks: 2, positions: 1, members: 2 });
    expect(await memberView()).toEqual({
      rows: [
        ['N', null, false],
        ['A', null, false],
      ],
      last: null,
      progressLast: null,
      watched: 0,
    });
    expect((await listed()).map((n) => n.slice(0, 3))).toEqual([
      ['nota D', null, false],
      ['nota B', null, false],
    ]);
    await save(3, 'x').expect(404);
    const back = await upload([chapter('B', 'vB2'), chapter('D', 'vD3'), chapter('N'), chapter('A')]);
    expect(back.impact.moved).toEqual({ notes: 3, marks: 2, positions: 1, members: 2 });
    expect(back.impact.unpublished).toEqual(none);
    expect((await memberView()).rows).toEqual([
      ['B', 'nota B', true],
      ['D', 'nota D', true],
      ['N', null, false],
      ['A', null, false],
    ]);
    expect((await memberView()).last).toBe(2);
  });

  it('a deleted and re-created playlist gives every note, mark and position back to its chapter', async () => {
    const removed = await ctx.request.delete(`/api/admin/playlists/${VOLUME}`).set(bearer(admin)).expect(200);
    // The answer says what is left with chapters no playlist has: all of it, kept for its owners.
    expect(removed.body.impact.unpublished).toEqual({ notes: 3, marks: 2, positions: 1, members: 2 });
    expect(removed.body.impact.moved).toEqual({ notes: 0, marks: 0, positions: 0, members: 0 });
    expect((await listed()).map((n) => n.slice(0, 3))).toEqual([
      ['nota D', null, false],
      ['nota B', null, false],
    ]);
    await get(`/notes/${VOLUME}/1`).expect(404);
    const again = await upload([chapter('A'), chapter('B', 'vB2'), chapter('C'), chapter('D', 'vD3')]);
    expect(again.impact.moved).toEqual({ notes: 3, marks: 2, positions: 1, members: 2 });
    expect(await memberView()).toEqual({
      rows: [
        ['A', null, false],
        ['B', 'nota B', true],
        ['C', null, false],
        ['D', 'nota D', true],
      ],
      last: 4,
      progressLast: 4,
      watched: 2,
    });
  });

  it('refuses two items with one key, changing nothing', async () => {
    const res = await uploadFile(ctx, admin, '/admin/upload-playlist', {
      name: `Vol_${VOLUME}.json`,
      data: Buffer.from(JSON.stringify(playlist([chapter('X', 'vX', 'k'), chapter('Y', 'vY', 'k')]))),
    }).expect(422);
    expect(res.body.errors).toEqual([
      expect.objectContaining({ pointer: '/items/1/key', message: 'repeats the key of /items/0' }),
    ]);
    expect((await memberView()).rows).toHaveLength(4);
  });
});
