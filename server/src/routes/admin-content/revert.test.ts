// Proves reverts of volume and theme changes: a main ZIP's revert restores every file
// byte for byte (content hashes) and drops the file it added, and can itself be reverted; a
// playlist's revert puts each video back on its own chapter, so a member's note is again on the
// chapter it was written for, and its dry run says so as an upload's does; a deleted hidden theme comes back hidden; and a revert running
// beside an upload of the same volume never leaves a mix of the two.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainEntries, tema, zipOf } from '../../test/chapter-fixtures';
import { bearer, createTestContext, type TestContext } from '../../test/test-context';
import { playlistFor, uploadFile } from '../../test/upload-helpers';

describe('reverting volume and theme changes', () => {
  let ctx: TestContext;
  let admin: string;

  const sendMain = async (volume: number, entries: Parameters<typeof zipOf>[0]) =>
    (
      await uploadFile(ctx, admin, '/admin/upload-main-files', {
        name: `Vol_${volume}_main.zip`,
        data: await zipOf(entries),
      }).expect(200)
    ).body as { revision: number };
  const revert = (id: number, query = '') =>
    ctx.request.post(`/api/admin/revisions/${id}/revert${query}`).set(bearer(admin));
  /** The volume's stored main files as the database holds them, by index. */
  const files = async (volume: number) =>
    Object.fromEntries(
      (
        await ctx
          .db('chapter_files')
          .where({ volume_number: volume, kind: 'main' })
          .orderBy('chapter_index')
          .select('chapter_index', 'content', 'content_hash')
      ).map((r) => [Number(r.chapter_index), `${r.content_hash as string}:${r.content as string}`]),
    );

  beforeAll(async () => {
    ctx = await createTestContext({ seed: true });
    ({ token: admin } = await ctx.admin());
  });
  afterAll(() => ctx.close());

  it('restores a main ZIP byte for byte, and the revert is itself revertible', async () => {
    await sendMain(6, mainEntries(6, 1, 3, 'a'));
    const afterA = await files(6);
    const b = await sendMain(6, mainEntries(6, 1, 4, 'b'));
    const afterB = await files(6);
    expect(Object.keys(afterB)).toEqual(['1', '2', '3', '4']);

    const dry = await revert(b.revision, '?dry_run=1').expect(200);
    expect(dry.body).toMatchObject({ reverted: b.revision, revision: null, dry_run: true });
    expect(await files(6)).toEqual(afterB);
    const undo = await revert(b.revision).expect(200);
    expect(undo.body.changes).toEqual(dry.body.changes);
    expect(await files(6)).toEqual(afterA);

    await revert(undo.body.revision as number).expect(200);
    expect(await files(6)).toEqual(afterB);
  });

  it('restores a playlist with each video on its own chapter, so notes follow', async () => {
    const volume = 7;
    const send = (playlist: ReturnType<typeof playlistFor>) =>
      uploadFile(ctx, admin, '/admin/upload-playlist', {
        name: 'p.json',
        data: Buffer.from(JSON.stringify(playlist)),
      }).expect(200);
    const first = await send(playlistFor(volume, 3));
    const chapterKeys = async () =>
      (await ctx.db('videos').where({ volume_number: volume }).orderBy('position')).map(
        (v) => `${v.chapter_index as number}:${v.chapter_key as string}`,
      );
    const original = await chapterKeys();
    const { token: member } = await ctx.member();
    await ctx.request
      .post(`/api/notes/save?volume=${volume}&index=2`)
      .set(bearer(member))
      .send({ note_text: 'Sobre el capítulo 2' })
      .expect(200);

    // The new playlist drops chapter 2's video and renumbers: the note leaves the playlist.
    const changed = playlistFor(volume, 3);
    changed.items = [changed.items[0]!, { ...changed.items[2]!, title: `${volume}-2. Otro` }];
    const res = await send(changed);
    expect(res.body.impact.unpublished.notes).toBe(1);
    await ctx.request.get(`/api/notes/${volume}/2`).set(bearer(member)).expect(404);

    // The revert's dry run says what it does to members' data, as the upload's did: the note
    // comes back into the playlist.
    const none = { notes: 0, marks: 0, positions: 0, members: 0 };
    const dry = await revert(res.body.revision as number, '?dry_run=1').expect(200);
    expect(dry.body.impact).toEqual({
      volume_number: volume,
      moved: { ...none, notes: 1, members: 1 },
      unpublished: none,
    });
    const undone = await revert(res.body.revision as number).expect(200);
    expect(undone.body.impact).toEqual(dry.body.impact);
    expect(await chapterKeys()).toEqual(original);
    const note = await ctx.request.get(`/api/notes/${volume}/2`).set(bearer(member)).expect(200);
    expect(note.body.note_text).toBe('Sobre el capítulo 2');

    // Reverting the first upload would take the playlist away: the note would leave it.
    const away = await revert(first.body.revision as number, '?dry_run=1&force=1').expect(200);
    expect(away.body.impact).toEqual({
      volume_number: volume,
      moved: none,
      unpublished: { ...none, notes: 1, members: 1 },
    });
  });

  it('brings a deleted hidden theme back hidden, with its content', async () => {
    await uploadFile(ctx, admin, '/admin/upload-temas', {
      name: 't.zip',
      data: await zipOf([['gozo.json', tema('Gozo', [[3, 4]])]]),
    }).expect(200);
    const row = await ctx.db('themes').where({ title: 'Gozo' }).first();
    await ctx.request
      .put(`/api/admin/tema/${row.id}/visibility`)
      .set(bearer(admin))
      .send({ visible: false })
      .expect(200);
    const deleted = await ctx.request.delete(`/api/admin/tema/${row.id}`).set(bearer(admin)).expect(200);
    await revert(deleted.body.revision as number).expect(200);
    const back = await ctx.db('themes').where({ title_key: 'gozo' }).first();
    expect({ content: back.content, hash: back.content_hash, visible: Boolean(back.visible) }).toEqual({
      content: row.content,
      hash: row.content_hash,
      visible: false,
    });
  });

  it('never mixes a revert and an upload of one volume running at once', async () => {
    const volume = 8;
    await sendMain(volume, mainEntries(volume, 1, 5, 'a'));
    const stateA = await files(volume);
    for (let round = 0; round < 4; round++) {
      const b = await sendMain(volume, mainEntries(volume, 1, 5, `b${round}`));
      const zipC = await zipOf(mainEntries(volume, 1, 5, `c${round}`));
      const [reverted, uploaded] = await Promise.all([
        revert(b.revision, '?force=1'),
        uploadFile(ctx, admin, '/admin/upload-main-files', { name: `Vol_${volume}_main.zip`, data: zipC }),
      ]);
      expect([reverted.status, uploaded.status]).toEqual([200, 200]);
      const end = await files(volume);
      const allC = Object.values(end).every((f) => f.includes(`(c${round})`));
      // Either the upload came last (all C) or the revert did (all A again, as before B).
      expect(allC || JSON.stringify(end) === JSON.stringify(stateA)).toBe(true);
      if (allC) await sendMain(volume, mainEntries(volume, 1, 5, 'a'));
    }
  });
});
