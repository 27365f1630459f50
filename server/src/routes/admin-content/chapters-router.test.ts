// Proves chapter ZIP uploads: valid files are stored, bad ones reported with pointers, a re-upload
// changes nothing and says so, and the ZIP's name decides the volume. Each test checks the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeContent } from '@camino/schemas/content-encoding';
import { mainChapter, mainEntries, optionalEntries, zipOf } from '../../test/chapter-fixtures';
import { bearer, createTestContext, type TestContext } from '../../test/test-context';
import { lastAudit, playlistFor, storedChapters, uploadFile } from '../../test/upload-helpers';

const ZIP_MESSAGE = 'Por favor selecciona un archivo ZIP válido';

describe('admin chapter uploads', () => {
  let ctx: TestContext;
  let token: string;
  // The admin's choice to publish the valid part of a ZIP with refused files (each test below
  // that mixes them shows both parts); 'refuses a mixed ZIP whole' sends without it.
  const sendMain = (name: string, data: Buffer, contentType?: string) =>
    uploadFile(ctx, token, '/admin/upload-main-files?valid_only=1', { name, data, contentType });

  beforeAll(async () => {
    ctx = await createTestContext({ seed: true });
    ({ token } = await ctx.admin());
  });
  afterAll(() => ctx.close());

  it('stores every file of a good main ZIP and serves it back', async () => {
    const res = await sendMain('Vol_5_main.zip', await zipOf(mainEntries(5, 1, 5))).expect(200);
    expect(res.body).toEqual({
      volume: 5,
      files_processed: 5,
      files_failed: 0,
      failed_files: [],
      files_unchanged: 0,
      message: 'Volume 5: 5 files stored, 0 already up to date, 0 failed',
      // A new chapter's review shows what it holds.
      changes: [1, 2, 3, 4, 5].map((i) => ({
        kind: 'main_file',
        key: `5/${i}`,
        status: 'new',
        fields: expect.arrayContaining([{ pointer: '/description', after: mainChapter(5, i).description }]),
      })),
      revision: expect.any(Number),
    });
    const stored = await storedChapters(ctx.db, 5, 'main');
    expect([...stored.keys()]).toEqual([1, 2, 3, 4, 5]);
    expect(stored.get(3)).toEqual(mainChapter(5, 3));
    expect((await lastAudit(ctx.db))[0]).toMatchObject({
      action: 'main-files.upload',
      target: 'volume 5',
      details: { file: 'Vol_5_main.zip', processed: 5, unchanged: 0, failed: 0 },
    });
    // Members get a chapter file only while the volume's playlist has its index.
    const { token: member } = await ctx.member();
    await ctx.request.get('/api/main-file/5/3').set(bearer(member)).expect(404);
    await uploadFile(ctx, token, '/admin/upload-playlist', {
      name: 'Vol_5.json',
      data: Buffer.from(JSON.stringify(playlistFor(5, 5))),
    }).expect(200);
    const served = await ctx.request.get('/api/main-file/5/3').set(bearer(member)).expect(200);
    expect(decodeContent(served.body.encoded_content)).toEqual(mainChapter(5, 3));
  });

  it('says so when a re-upload changes nothing, and writes only what changed', async () => {
    const same = await sendMain('Vol_5_main.zip', await zipOf(mainEntries(5, 1, 5))).expect(200);
    expect(same.body).toMatchObject({
      files_processed: 5,
      files_unchanged: 5,
      message: 'No changes: all 5 files were already up to date',
    });
    const before = await ctx
      .db('chapter_files')
      .where({ volume_number: 5, kind: 'main' })
      .orderBy('chapter_index');
    const entries = mainEntries(5, 1, 5);
    entries[1] = ['5-2.json', mainChapter(5, 2, { variant: 'v2' })];
    const one = await sendMain('Vol_5_main.zip', await zipOf(entries)).expect(200);
    expect(one.body).toMatchObject({
      files_processed: 5,
      files_unchanged: 4,
      message: 'Volume 5: 1 file stored, 4 already up to date, 0 failed',
    });
    const after = await ctx
      .db('chapter_files')
      .where({ volume_number: 5, kind: 'main' })
      .orderBy('chapter_index');
    expect(after.map((r, i) => r.content_hash === before[i].content_hash)).toEqual([
      true,
      false,
      true,
      true,
      true,
    ]);
    expect((await storedChapters(ctx.db, 5, 'main')).get(2)).toEqual(mainChapter(5, 2, { variant: 'v2' }));
  });

  it('refuses a mixed ZIP whole unless the admin chose its valid part; its dry run shows both parts', async () => {
    const noDialogue: Record<string, unknown> = { ...mainChapter(20, 2) };
    delete noDialogue.dialogue;
    const zip = await zipOf([
      ['20-1.json', mainChapter(20, 1)],
      ['20-2.json', noDialogue],
    ]);
    const send = (query: string) =>
      uploadFile(ctx, token, `/admin/upload-main-files${query}`, { name: 'Vol_20_main.zip', data: zip });
    const dry = await send('?dry_run=1').expect(200);
    expect(dry.body).toMatchObject({ dry_run: true, files_processed: 1, files_failed: 1 });
    expect(dry.body.failed_files).toEqual([expect.objectContaining({ name: '20-2.json' })]);

    const refused = await send('').set('Accept-Language', 'es').expect(422);
    expect(refused.body).toMatchObject({ code: 'refused_files' });
    expect(refused.body.detail).toBe(
      'No se publicó nada: algunos archivos fueron rechazados. Corrígelos, o elige publicar solo los archivos válidos',
    );
    expect(refused.body.errors).toEqual([
      expect.objectContaining({ pointer: '/20-2.json/dialogue', code: 'required' }),
    ]);
    expect(await storedChapters(ctx.db, 20, 'main')).toEqual(new Map());

    await send('?valid_only=1').expect(200);
    expect([...(await storedChapters(ctx.db, 20, 'main')).keys()]).toEqual([1]);
  });

  it('stores the good files of a mixed ZIP and reports each bad one with pointers', async () => {
    const noDialogue: Record<string, unknown> = { ...mainChapter(6, 3) };
    delete noDialogue.dialogue;
    const zip = await zipOf([
      ['6-1.json', mainChapter(6, 1)],
      ['Vol_6_main/6-2.json', mainChapter(6, 2)], // a folder is fine: known by its base name
      ['6-3.json', noDialogue],
      ['6-4.json', mainChapter(6, 5)], // name says 4, info says 5
      ['7-1.json', mainChapter(7, 1)], // another volume
      ['6-6_o.json', mainChapter(6, 6)], // an optional file in the main ZIP
      ['6-7.json', '{"info": '],
      ['notes.txt', 'hello'],
      ['chapter-8.json', mainChapter(6, 8)],
      ['a/6-9.json', mainChapter(6, 9)],
      ['b/6-9.json', mainChapter(6, 9)],
      ['__MACOSX/._6-1.json', 'resource fork'],
    ]);
    const res = await sendMain('Vol_6_main.zip', zip).expect(200);
    expect(res.body).toMatchObject({ volume: 6, files_processed: 2, files_failed: 9, files_unchanged: 0 });
    const failures = Object.fromEntries(
      res.body.failed_files.map((f: { name: string; errors: unknown }) => [f.name, f.errors]),
    );
    const duplicate = 'chapter 6-9 appears 2 times in the ZIP (a/6-9.json, b/6-9.json); none was stored';
    expect(failures).toEqual({
      'notes.txt': [expect.objectContaining({ pointer: '', message: 'is not a .json file' })],
      '6-3.json': [expect.objectContaining({ pointer: '/dialogue', message: 'is required' })],
      '6-4.json': [
        expect.objectContaining({
          pointer: '/info/index',
          message: "the file name '6-4.json' says index 4 but info says 5",
        }),
      ],
      '7-1.json': [
        expect.objectContaining({
          pointer: '',
          message: 'is a file of volume 7, but this ZIP is for volume 6',
        }),
      ],
      '6-6_o.json': [
        expect.objectContaining({
          pointer: '',
          message: 'is an optional file; upload it in Vol_6_optional.zip',
        }),
      ],
      '6-7.json': [
        expect.objectContaining({ pointer: '', message: expect.stringMatching(/^is not valid JSON: /) }),
      ],
      'chapter-8.json': [expect.objectContaining({ pointer: '', message: "must be named '6-{index}.json'" })],
      'a/6-9.json': [expect.objectContaining({ pointer: '', message: duplicate })],
      'b/6-9.json': [expect.objectContaining({ pointer: '', message: duplicate })],
    });
    expect(res.body.files_failed).toBe(res.body.failed_files.length);
    expect([...(await storedChapters(ctx.db, 6, 'main')).keys()]).toEqual([1, 2]);
    expect(await storedChapters(ctx.db, 7, 'main')).toEqual(new Map());
  });

  it('stores optional files from Vol_{n}_optional.zip', async () => {
    const res = await uploadFile(ctx, token, '/admin/upload-optional-files', {
      name: 'Vol_5_optional.zip',
      data: await zipOf(optionalEntries(5, 1, 3)),
    }).expect(200);
    expect(res.body).toMatchObject({ volume: 5, files_processed: 3, files_failed: 0 });
    expect([...(await storedChapters(ctx.db, 5, 'optional')).keys()]).toEqual([1, 2, 3]);
    const wrong = await uploadFile(ctx, token, '/admin/upload-optional-files?valid_only=1', {
      name: 'Vol_5_optional.zip',
      data: await zipOf(mainEntries(5, 4, 4)),
    }).expect(200);
    expect(wrong.body.failed_files).toEqual([
      {
        name: '5-4.json',
        errors: [
          expect.objectContaining({ pointer: '', message: 'is a main file; upload it in Vol_5_main.zip' }),
        ],
      },
    ]);
  });

  it.each(['Vol_5.zip', 'Vol_5_optional.zip', 'Vol_37_main.zip', 'Vol_0_main.zip', 'main.zip'])(
    'refuses a main ZIP named %s with 400, storing nothing',
    async (name) => {
      const res = await sendMain(name, await zipOf(mainEntries(8, 1, 1))).expect(400);
      expect(res.body).toEqual({
        detail: ZIP_MESSAGE,
        code: 'bad_request',
        errors: [
          expect.objectContaining({
            pointer: '/file',
            message: 'must be named Vol_{volume}_main.zip with a volume from 1 to 36',
          }),
        ],
      });
      expect(await storedChapters(ctx.db, 8, 'main')).toEqual(new Map());
    },
  );

  it('accepts the name case-insensitively and the Windows ZIP type', async () => {
    const data = await zipOf(mainEntries(9, 1, 1));
    await sendMain('vol_9_MAIN.zip', data, 'application/x-zip-compressed').expect(200);
    expect([...(await storedChapters(ctx.db, 9, 'main')).keys()]).toEqual([1]);
  });

  it('refuses a file that is not a ZIP by name or type', async () => {
    const data = await zipOf(mainEntries(8, 1, 1));
    for (const [name, type] of [
      ['Vol_8_main.json', 'application/json'],
      ['Vol_8_main.zip', 'application/json'],
      ['Vol_8_main.rar', 'application/zip'],
    ] as const) {
      const res = await sendMain(name, data, type).expect(400);
      expect(res.body.detail).toBe(ZIP_MESSAGE);
    }
  });

  it('refuses a ZIP with no chapter files in it', async () => {
    const res = await sendMain('Vol_8_main.zip', await zipOf([['.DS_Store', 'x']])).expect(400);
    expect(res.body).toMatchObject({
      detail: ZIP_MESSAGE,
      errors: [expect.objectContaining({ pointer: '', message: 'holds no chapter files' })],
    });
  });
});
