// Proves the dry run of every volume and theme call: `?dry_run=1` leaves the whole
// database exactly as it was (every table's rows, so the audit log, the revisions and the content
// generation too) and tells no cache, and the changes it answers are exactly those the real call
// then makes. A changed chapter file names its changed fields as JSON pointers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainChapter, mainEntries, optionalEntries, tema, zipOf } from '../../test/chapter-fixtures';
import { bearer, createTestContext, type TestContext } from '../../test/test-context';
import { playlistFor, uploadFile } from '../../test/upload-helpers';
import type { ApiRouteKey } from '@camino/schemas/api/routes';
import type { Response } from 'supertest';
import { createAnswerChecker } from '../../test/contract/validate-answer';
import { databaseState } from '../../test/database-state';

const VOLUME = 5;

describe('dry run of volume and theme changes', () => {
  let ctx: TestContext;
  let admin: string;
  let notified = 0;
  // Both answers, the dry run's and the real one's, must match the route's contract.
  const checker = createAnswerChecker();

  const upload = (path: string, name: string, data: Buffer, dryRun: boolean) =>
    uploadFile(ctx, admin, `${path}${dryRun ? '?dry_run=1' : ''}`, { name, data });
  const del = (path: string, dryRun: boolean) =>
    ctx.request
      .delete(`/api${path}${dryRun ? `${path.includes('?') ? '&' : '?'}dry_run=1` : ''}`)
      .set(bearer(admin));
  const temaId = async (title: string) => Number((await ctx.db('themes').where({ title }).first('id')).id);

  beforeAll(async () => {
    ctx = await createTestContext({ seed: true });
    ({ token: admin } = await ctx.admin());
    ctx.services.contentVersion.onLocalWrite(() => (notified += 1));
    const playlist = Buffer.from(JSON.stringify(playlistFor(VOLUME, 4)));
    await uploadFile(ctx, admin, '/admin/upload-playlist', { name: 'p.json', data: playlist }).expect(200);
    await upload(
      '/admin/upload-main-files',
      `Vol_${VOLUME}_main.zip`,
      await zipOf(mainEntries(VOLUME, 1, 4)),
      false,
    ).expect(200);
    await upload(
      '/admin/upload-optional-files',
      `Vol_${VOLUME}_optional.zip`,
      await zipOf(optionalEntries(VOLUME, 1, 2)),
      false,
    ).expect(200);
    await upload(
      '/admin/upload-temas',
      't.zip',
      await zipOf([
        ['paz.json', tema('Paz')],
        ['perdon.json', tema('Perdón')],
      ]),
      false,
    ).expect(200);
    // A member's note on chapter 2, so a reordered playlist has an impact to predict.
    const { token: member } = await ctx.member();
    await ctx.request
      .post(`/api/notes/save?volume=${VOLUME}&index=2`)
      .set(bearer(member))
      .send({ note_text: 'Mi nota' })
      .expect(200);
  });
  afterAll(() => ctx.close());

  /** The calls, each sent as `send(dryRun)`; every one changes something when sent for real. */
  const calls: Array<[string, ApiRouteKey, (dryRun: boolean) => Promise<Response>]> = [
    [
      'playlist upload (reordered: the note moves)',
      'POST /admin/upload-playlist',
      async (dryRun) => {
        const reordered = playlistFor(VOLUME, 4);
        reordered.items.reverse();
        return uploadFile(ctx, admin, `/admin/upload-playlist${dryRun ? '?dry_run=true' : ''}`, {
          name: 'p.json',
          data: Buffer.from(JSON.stringify(reordered)),
        }).expect(200);
      },
    ],
    [
      'main ZIP',
      'POST /admin/upload-main-files',
      async (dryRun) => {
        const entries = mainEntries(VOLUME, 1, 5);
        entries[1] = [`${VOLUME}-2.json`, mainChapter(VOLUME, 2, { variant: 'v2' })];
        return upload(
          '/admin/upload-main-files',
          `Vol_${VOLUME}_main.zip`,
          await zipOf(entries),
          dryRun,
        ).expect(200);
      },
    ],
    [
      'optional ZIP',
      'POST /admin/upload-optional-files',
      async (dryRun) =>
        upload(
          '/admin/upload-optional-files',
          `Vol_${VOLUME}_optional.zip`,
          await zipOf(optionalEntries(VOLUME, 1, 3, 'v2')),
          dryRun,
        ).expect(200),
    ],
    [
      'chapter file delete',
      'DELETE /admin/chapters/:volume/:index',
      (dryRun) => del(`/admin/chapters/${VOLUME}/3?kind=main`, dryRun).expect(200),
    ],
    [
      'temas ZIP',
      'POST /admin/upload-temas',
      async (dryRun) =>
        upload(
          '/admin/upload-temas',
          't.zip',
          await zipOf([
            ['paz.json', tema('Paz', [[2, 2]])],
            ['esperanza.json', tema('Esperanza')],
          ]),
          dryRun,
        ).expect(200),
    ],
    [
      'tema visibility',
      'PUT /admin/tema/:id/visibility',
      async (dryRun) =>
        ctx.request
          .put(`/api/admin/tema/${await temaId('Perdón')}/visibility${dryRun ? '?dry_run=1' : ''}`)
          .set(bearer(admin))
          .send({ visible: false })
          .expect(200),
    ],
    [
      'tema delete',
      'DELETE /admin/tema/:id',
      async (dryRun) => del(`/admin/tema/${await temaId('Perdón')}`, dryRun).expect(200),
    ],
    [
      'playlist delete',
      'DELETE /admin/playlists/:volume',
      (dryRun) => del(`/admin/playlists/${VOLUME}`, dryRun).expect(200),
    ],
  ];

  it.each(calls)('%s: the dry run writes nothing and predicts the real call', async (_name, route, send) => {
    const before = await databaseState(ctx);
    const notifiedBefore = notified;
    const dry = await send(true);
    checker.success(route, dry);
    expect(await databaseState(ctx)).toEqual(before);
    expect(notified).toBe(notifiedBefore);
    expect(dry.body.dry_run).toBe(true);
    expect(dry.body.revision).toBeNull();
    expect((dry.body.changes as Array<{ status: string }>).some((c) => c.status !== 'unchanged')).toBe(true);

    const real = await send(false);
    checker.success(route, real);
    expect(real.body.dry_run).toBeUndefined();
    expect(real.body.revision).toEqual(expect.any(Number));
    // Everything the answer says but its wording and the revision is the same, changes first.
    const { message: _m1, dry_run: _d, revision: _r1, ...predicted } = dry.body;
    const { message: _m2, revision: _r2, ...done } = real.body;
    expect(done).toEqual(predicted);
    expect(await databaseState(ctx)).not.toEqual(before);
    expect(notified).toBeGreaterThan(notifiedBefore);
  });

  it('the playlist dry run carries the member impact the real upload then has', async () => {
    const shuffled = playlistFor(VOLUME, 3);
    shuffled.items.reverse();
    const send = (query: string) =>
      uploadFile(ctx, admin, `/admin/upload-playlist${query}`, {
        name: 'p.json',
        data: Buffer.from(JSON.stringify(shuffled)),
      }).expect(200);
    const dry = await send('?dry_run=1');
    expect(dry.body.impact.moved.notes + dry.body.impact.unpublished.notes).toBe(1);
    const real = await send('');
    expect(real.body.impact).toEqual(dry.body.impact);
  });

  it('names the changed fields of a chapter file as JSON pointers with before and after', async () => {
    const volume = 9;
    await upload(
      '/admin/upload-main-files',
      `Vol_${volume}_main.zip`,
      await zipOf(mainEntries(volume, 1, 2)),
      false,
    ).expect(200);
    const changed = mainChapter(volume, 2);
    changed.description = 'Una descripción nueva';
    changed.dialogue[1]!.text = 'Otro texto';
    const dry = await upload(
      '/admin/upload-main-files',
      `Vol_${volume}_main.zip`,
      await zipOf([...mainEntries(volume, 1, 1), [`${volume}-2.json`, changed]]),
      true,
    ).expect(200);
    const old = mainChapter(volume, 2);
    expect(dry.body.changes).toEqual([
      { kind: 'main_file', key: `${volume}/1`, status: 'unchanged' },
      {
        kind: 'main_file',
        key: `${volume}/2`,
        status: 'changed',
        fields: [
          { pointer: '/description', before: old.description, after: 'Una descripción nueva' },
          { pointer: '/dialogue/1/text', before: old.dialogue[1]!.text, after: 'Otro texto' },
        ],
      },
    ]);
    expect(dry.body).toMatchObject({ files_processed: 2, files_unchanged: 1 });
  });

  it('a ZIP whose every file is refused changes nothing, dry run or not', async () => {
    const zip = await zipOf([[`${VOLUME}-1.json`, '{ not json']]);
    const before = await databaseState(ctx);
    const dry = await upload('/admin/upload-main-files', `Vol_${VOLUME}_main.zip`, zip, true).expect(200);
    expect(dry.body).toMatchObject({ dry_run: true, changes: [], revision: null, files_failed: 1 });
    expect(await databaseState(ctx)).toEqual(before);
  });

  it('refuses a dry_run flag that is not 1, true, 0 or false', async () => {
    await del(`/admin/playlists/${VOLUME}?dry_run=yes`, false).expect(400);
  });
});
