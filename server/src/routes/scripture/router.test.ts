// Proves GET /api/scripture: verse-range overlap (not string match) between an asked passage and
// the references chapters cite, best match first, gospel days, errors; and that the stored
// ranges follow uploads (with warnings for unreadable references) on SQLite and MySQL alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optionalChapter, zipOf } from '../../test/chapter-fixtures';
import { playlistFor, uploadFile } from '../../test/upload-helpers';
import { createTestContext, type TestContext } from '../../test/test-context';
import type { Clock } from '../../lib/clock';

const clock: Clock = { now: () => new Date(2026, 10, 22, 12, 0, 0) };

/** An optional file of volume 9 citing `references`. */
function citing(index: number, references: string[]) {
  return {
    ...optionalChapter(9, index),
    new_testament: references.map((reference) => ({ reference, description: '', citation: '' })),
  };
}

describe('scripture: where is this passage taught', () => {
  let ctx: TestContext;
  let token: string;
  const ask = (ref: string, lang = 'es') => ctx.request.get('/api/scripture').query({ ref, lang });
  const chaptersOf = async (ref: string, lang = 'es') =>
    ((await ask(ref, lang).expect(200)).body.chapters as Array<{ volume: number; index: number }>)
      .filter((c) => c.volume === 9)
      .map((c) => c.index);

  beforeAll(async () => {
    ctx = await createTestContext({ seed: true, clock });
    ({ token } = await ctx.admin());
    await uploadFile(ctx, token, '/admin/upload-playlist', {
      name: 'playlist.json',
      data: Buffer.from(JSON.stringify(playlistFor(9, 4))),
    }).expect(200);
    const res = await uploadFile(ctx, token, '/admin/upload-optional-files', {
      name: 'Vol_9_optional.zip',
      data: await zipOf([
        ['9-1_o.json', citing(1, ['Mt 7:13-14'])],
        ['9-2_o.json', citing(2, ['Mateo 7', 'el sermón del monte'])],
        ['9-3_o.json', citing(3, ['Mt 8,1-4'])],
        ['9-4_o.json', citing(4, ['Mateo 7,12-14; Lc 6,31'])],
        ['9-5_o.json', citing(5, ['Mt 7,13'])], // no video: not published
      ]),
    }).expect(200);
    expect(res.body).toMatchObject({
      files_processed: 5,
      warnings_count: 1,
      warnings: [
        {
          file: '9-2_o.json',
          pointer: '/new_testament/1/reference',
          text: 'el sermón del monte',
          message: expect.stringContaining('not a Bible reference'),
        },
      ],
    });
  });
  afterAll(() => ctx.close());

  it('finds a chapter citing Mt 7:13-14 by overlap in either notation, and not for Mt 8', async () => {
    expect(await chaptersOf('Mateo 7,13')).toContain(1);
    expect(await chaptersOf('Mt 7')).toContain(1);
    expect(await chaptersOf('Matthew 7:12-14', 'en')).toContain(1);
    expect(await chaptersOf('Mt 8')).not.toContain(1);
    expect(await chaptersOf('Mt 8')).toEqual([3]);
    expect(await chaptersOf('Mt 7,15-20')).toEqual([2]); // only the whole-chapter citation
  });

  it('writes the passage each chapter cites in both UI languages, whatever notation it used', async () => {
    const chapters = (await ask('Mateo 7,13').expect(200)).body.chapters as Array<{
      volume: number;
      index: number;
      reference: string;
      cited: { en: string; es: string };
    }>;
    expect(chapters.find((c) => c.volume === 9 && c.index === 1)).toMatchObject({
      reference: 'Mt 7:13-14',
      cited: { en: 'Matthew 7:13-14', es: 'Mateo 7,13-14' },
    });
    expect(chapters.find((c) => c.volume === 9 && c.index === 2)?.cited).toEqual({
      en: 'Matthew 7',
      es: 'Mateo 7',
    });
  });

  it('ranks the tightest overlap first and leaves out unpublished chapters', async () => {
    // 9-1 cites exactly 7:13-14; 9-4 cites 7:12-14; 9-2 the whole chapter. 9-5 has no video.
    expect(await chaptersOf('Mt 7,13-14')).toEqual([1, 4, 2]);
    const res = await ask('Mt 7,13-14').expect(200);
    // Equal scores go by volume: demo chapter 1-1 cites 'Mateo 7:13-14' too.
    expect(res.body.chapters.slice(0, 2)).toEqual([
      {
        volume: 1,
        index: 1,
        title: 'El camino comienza',
        reference: 'Mateo 7:13-14',
        cited: { en: 'Matthew 7:13-14', es: 'Mateo 7,13-14' },
      },
      {
        volume: 9,
        index: 1,
        title: 'Capítulo 1',
        reference: 'Mt 7:13-14',
        cited: { en: 'Matthew 7:13-14', es: 'Mateo 7,13-14' },
      },
    ]);
    expect(res.body.passages).toEqual([
      {
        osis: 'Matt.7.13-Matt.7.14',
        label: 'Mateo 7,13-14',
        names: { en: 'Matthew 7:13-14', es: 'Mateo 7,13-14' },
      },
    ]);
    expect(res.body.query).toBe('Mt 7,13-14');
  });

  it('labels in the asked language and lists the gospel days reading the passage', async () => {
    // The demo's gospel for 2026-11-21 (re-dated) reads Luke 10:38-42, which demo chapter 1-3 cites.
    const res = await ask('Luke 10:41', 'en').expect(200);
    expect(res.body.passages).toEqual([
      { osis: 'Luke.10.41', label: 'Luke 10:41', names: { en: 'Luke 10:41', es: 'Lucas 10,41' } },
    ]);
    expect(res.body.chapters).toEqual([
      expect.objectContaining({ volume: 1, index: 3, reference: 'Lucas 10:41-42' }),
    ]);
    expect(res.body.gospel_days).toEqual([{ date: '2026-11-24', reference: 'Luke 10:38-42' }]);
    const es = await ask('Lc 10,41', 'es').expect(200);
    expect(es.body.gospel_days).toEqual([{ date: '2026-11-24', reference: 'Lucas 10:38-42' }]);
  });

  it('follows a new upload: a changed reference moves the chapter', async () => {
    await uploadFile(ctx, token, '/admin/upload-optional-files', {
      name: 'Vol_9_optional.zip',
      data: await zipOf([['9-3_o.json', citing(3, ['Jn 3,16'])]]),
    }).expect(200);
    expect(await chaptersOf('Mt 8')).toEqual([]);
    expect(await chaptersOf('Juan 3:16')).toEqual([3]);
  });

  it('answers 422 unparseable_reference for text that names no passage, 400 for a bad query', async () => {
    const res = await ask('hola mundo').expect(422);
    expect(res.body).toEqual({
      detail: "'hola mundo' is not a Bible reference Camino can read",
      code: 'unparseable_reference',
      errors: [expect.objectContaining({ pointer: '/ref', message: expect.any(String) })],
    });
    await ask('Mt 5,99').expect(422);
    await ctx.request.get('/api/scripture').expect(400);
    await ctx.request.get('/api/scripture').query({ ref: 'Mt 7', lang: 'fr' }).expect(400);
    await ctx.request
      .get('/api/scripture')
      .query({ ref: 'x'.repeat(201) })
      .expect(400);
  });

  it('gives the gospel of the day its related chapters', async () => {
    // 2026-11-21 re-dated to 2026-11-24: Luke 10:38-42, taught by demo chapter 1-3.
    const luke = await ctx.request.get('/api/evangelio-del-dia?date=2026-11-24').expect(200);
    expect(luke.body.related_chapters).toEqual([
      {
        volume: 1,
        index: 3,
        title: 'El silencio que escucha',
        reference: 'Lucas 10:41-42',
        cited: { en: 'Luke 10:41-42', es: 'Lucas 10,41-42' },
      },
    ]);
    // 2026-11-18 re-dated to 2026-11-21: Mark 4:26-32, taught by demo chapter 2-4.
    const mark = await ctx.request.get('/api/evangelio-del-dia?date=2026-11-21').expect(200);
    expect(mark.body.related_chapters).toEqual([expect.objectContaining({ volume: 2, index: 4 })]);
  });

  it('reports unreadable gospel references as warnings and stores the entries anyway', async () => {
    const entry = (date: string, reference: string) => ({ date, gospel: { reference, verses: [] } });
    const res = await uploadFile(ctx, token, '/admin/evangelios/upload', {
      name: 'dias.json',
      data: Buffer.from(JSON.stringify([entry('2027-02-01', 'Mt 7,13-14'), entry('2027-02-02', 'sin cita')])),
    }).expect(200);
    expect(res.body).toMatchObject({
      entries_count: 2,
      warnings_count: 1,
      warnings: [{ file: 'dias.json', pointer: '/1/gospel/reference', text: 'sin cita' }],
    });
    const day = await ctx.request.get('/api/evangelio-del-dia?date=2027-02-01').expect(200);
    const related = day.body.related_chapters as Array<{ volume: number; index: number }>;
    expect(related.map((c) => `${c.volume}-${c.index}`)).toEqual(['1-1', '9-1', '9-4', '9-2']);
    await ctx.request.get('/api/evangelio-del-dia?date=2027-02-02').expect(200);
    const days = (await ask('Mt 7,14').expect(200)).body.gospel_days;
    expect(days).toEqual([{ date: '2027-02-01', reference: 'Mt 7,13-14' }]);
  });
});
