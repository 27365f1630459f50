// Proves that chapter files whose index the volume's current playlist lacks are not
// served (404 like a missing file), and the admin sees every stored file with that state and
// removes one (audited).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainEntries, optionalEntries, zipOf } from '../../test/chapter-fixtures';
import { bearer, createTestContext, type TestContext } from '../../test/test-context';
import { lastAudit, playlistFor, uploadFile } from '../../test/upload-helpers';

const VOLUME = 11;

describe('stored chapter files', () => {
  let ctx: TestContext;
  let admin: string;
  let adminName: string;
  let member: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    await ctx.db('volumes').insert({ volume_number: VOLUME, is_available: true, youtube_url: null });
    ({ token: admin, username: adminName } = await ctx.admin());
    member = (await ctx.member()).token;
  });
  afterAll(() => ctx.close());

  const playlist = (videos: number) =>
    uploadFile(ctx, admin, '/admin/upload-playlist', {
      name: 'p.json',
      data: Buffer.from(JSON.stringify(playlistFor(VOLUME, videos))),
    }).expect(200);
  const file = (kind: 'main' | 'optional', index: number) =>
    ctx.request.get(`/api/${kind}-file/${VOLUME}/${index}`).set(bearer(member));
  const stored = async () =>
    (await ctx.request.get(`/api/admin/chapters/${VOLUME}`).set(bearer(admin)).expect(200)).body;

  it('serves only the files whose index is in the current playlist', async () => {
    await playlist(3);
    await uploadFile(ctx, admin, '/admin/upload-main-files', {
      name: `Vol_${VOLUME}_main.zip`,
      data: await zipOf(mainEntries(VOLUME, 1, 5)),
    }).expect(200);
    await uploadFile(ctx, admin, '/admin/upload-optional-files', {
      name: `Vol_${VOLUME}_optional.zip`,
      data: await zipOf(optionalEntries(VOLUME, 1, 2)),
    }).expect(200);
    await file('main', 3).expect(200);
    const past = await file('main', 4).expect(404);
    expect(past.body).toEqual({ code: 'not_found', detail: `Main file for chapter ${VOLUME}-4 not found` });
    await file('main', 5).expect(404);

    // A shorter playlist: chapter 3's file, served a moment ago, is not any more.
    await playlist(2);
    await file('main', 3).expect(404);
    await file('main', 2).expect(200);
    await file('optional', 2).expect(200);
  });

  it('lists every stored file with whether the playlist has it', async () => {
    expect(await stored()).toEqual({
      volume_number: VOLUME,
      has_playlist: true,
      chapters: [
        {
          index: 1,
          kind: 'main',
          in_playlist: true,
          title: `${VOLUME}-1. Capítulo 1`,
          updated_at: expect.any(String),
        },
        {
          index: 1,
          kind: 'optional',
          in_playlist: true,
          title: `${VOLUME}-1. Capítulo 1`,
          updated_at: expect.any(String),
        },
        {
          index: 2,
          kind: 'main',
          in_playlist: true,
          title: `${VOLUME}-2. Capítulo 2`,
          updated_at: expect.any(String),
        },
        {
          index: 2,
          kind: 'optional',
          in_playlist: true,
          title: `${VOLUME}-2. Capítulo 2`,
          updated_at: expect.any(String),
        },
        ...[3, 4, 5].map((index) => ({
          index,
          kind: 'main',
          in_playlist: false,
          title: null,
          updated_at: expect.any(String),
        })),
      ],
    });
  });

  it('removes one file, audited, and answers 404 for a file that is not stored', async () => {
    const res = await ctx.request
      .delete(`/api/admin/chapters/${VOLUME}/4?kind=main`)
      .set(bearer(admin))
      .expect(200);
    expect(res.body).toEqual({
      message: `Main file of chapter ${VOLUME}-4 deleted`,
      changes: [{ kind: 'main_file', key: `${VOLUME}/4`, status: 'removed' }],
      revision: expect.any(Number),
    });
    expect(await lastAudit(ctx.db)).toEqual([
      {
        actor_name: adminName,
        action: 'main-file.delete',
        target: `chapter ${VOLUME}-4`,
        details: { kind: 'main' },
      },
    ]);
    expect(
      (await stored()).chapters.map((c: { index: number; kind: string }) => `${c.index}${c.kind[0]}`),
    ).toEqual(['1m', '1o', '2m', '2o', '3m', '5m']);
    const again = await ctx.request
      .delete(`/api/admin/chapters/${VOLUME}/4?kind=main`)
      .set(bearer(admin))
      .expect(404);
    expect(again.body.code).toBe('not_found');
    // The optional file of an index stays when its main file goes.
    await ctx.request.delete(`/api/admin/chapters/${VOLUME}/3?kind=optional`).set(bearer(admin)).expect(404);
    expect((await stored()).chapters).toHaveLength(6);
  });

  it('refuses a bad kind, index or caller without deleting anything', async () => {
    for (const [query, problem] of [
      ['', 'is required'],
      ['?kind=both', 'must be one of "main", "optional"'],
    ]) {
      const res = await ctx.request
        .delete(`/api/admin/chapters/${VOLUME}/5${query}`)
        .set(bearer(admin))
        .expect(400);
      expect(res.body.errors).toEqual([expect.objectContaining({ pointer: '/kind', message: problem })]);
    }
    await ctx.request.delete(`/api/admin/chapters/${VOLUME}/0?kind=main`).set(bearer(admin)).expect(400);
    await ctx.request.delete(`/api/admin/chapters/${VOLUME}/5?kind=main`).set(bearer(member)).expect(403);
    await ctx.request.delete(`/api/admin/chapters/${VOLUME}/5?kind=main`).expect(401);
    await ctx.request.get(`/api/admin/chapters/${VOLUME}`).set(bearer(member)).expect(403);
    await ctx.request.get('/api/admin/chapters/37').set(bearer(admin)).expect(400);
    await ctx.request.get('/api/admin/chapters/12').set(bearer(admin)).expect(404);
    expect((await stored()).chapters).toHaveLength(6);
  });

  it('after the playlist is deleted, no file of the volume is served and all are listed as out of it', async () => {
    await ctx.request.delete(`/api/admin/playlists/${VOLUME}`).set(bearer(admin)).expect(200);
    await file('main', 1).expect(404);
    const list = await stored();
    expect(list.has_playlist).toBe(false);
    expect(list.chapters.every((c: { in_playlist: boolean }) => !c.in_playlist)).toBe(true);
  });
});
