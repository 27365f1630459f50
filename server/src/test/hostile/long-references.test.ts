// Proves a Bible reference cannot break the scripture answers: an upload with one longer than
// REFERENCE_MAX_LENGTH is refused with the field's pointer (422 for a gospel file); one stored before that limit
// (written through the service, as old content was) is not parsed, so the index still builds; and
// an index that cannot be built at all costs the related chapters, logged once, never the gospel
// or scripture answer. Before, a 70 KB reference failed the index's insert on MySQL, retried
// before every answer, and /api/evangelio-del-dia and /api/scripture answered 500 everywhere.
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_MAX_LENGTH } from '@camino/schemas/constants';
import { up as createScriptureTables } from '../../db/migrations/20261123004100-create-scripture-references';
import type { Clock } from '../../lib/clock';
import { optionalChapter, zipOf } from '../chapter-fixtures';
import { bearer, createTestContext, type TestContext } from '../test-context';
import { uploadFile } from '../upload-helpers';

const clock: Clock = { now: () => new Date(2026, 10, 22, 12, 0, 0) };
const TODAY = '2026-11-22';
/** About 70 KB: over MySQL's 65,535-byte TEXT. */
const LONG = 'Mt 5,1-12; '.repeat(6_400);
const TOO_LONG = `must be at most ${REFERENCE_MAX_LENGTH} characters long`;

const gospelDay = (date: string, reference: string, en?: string) => ({
  date,
  gospel: { reference, verses: ['En aquel tiempo…'] },
  ...(en ? { en: { gospel: { reference: en, verses: ['At that time…'] } } } : {}),
});

describe('long Bible references', () => {
  let ctx: TestContext;
  let admin: string;
  const errorLines: Array<{ msg: string; code?: string }> = [];

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        errorLines.push(JSON.parse(chunk.toString()) as { msg: string });
        done();
      },
    });
    ctx = await createTestContext({ seed: true, clock, logger: pino({ level: 'error' }, sink) });
    admin = (await ctx.admin()).token;
  });
  afterAll(() => ctx.close());

  const gospelCount = async () => Number((await ctx.db('gospel_entries').count({ n: '*' }).first())!.n);

  it('refuses a gospel upload with a 70 KB reference with 422 naming the field, storing nothing', async () => {
    const before = await gospelCount();
    const file = [gospelDay('2027-02-01', 'Mt 5,1-12'), gospelDay('2027-02-02', 'Mt 5,1', LONG)];
    const res = await ctx.request
      .post('/api/admin/evangelios/upload')
      .set(bearer(admin))
      .attach('file', Buffer.from(JSON.stringify(file)), {
        filename: 'evangelios.json',
        contentType: 'application/json',
      })
      .expect(422);
    expect(res.body.errors).toEqual([
      expect.objectContaining({ pointer: '/1/en/gospel/reference', message: TOO_LONG }),
    ]);
    expect(await gospelCount()).toBe(before);
  });

  it('refuses an optional chapter with a 70 KB reference, naming the file and the field', async () => {
    const chapter = {
      ...optionalChapter(1, 1),
      new_testament: [{ reference: LONG, description: '', citation: '' }],
    };
    const before = await ctx.db('chapter_files').where({ kind: 'optional' }).select('content_hash');
    // A volume ZIP reports each refused file with its problems (with valid_only the others go on).
    const res = await uploadFile(ctx, admin, '/admin/upload-optional-files?valid_only=1', {
      name: 'Vol_1_optional.zip',
      data: await zipOf([['1-1_o.json', chapter]]),
    }).expect(200);
    expect(res.body).toMatchObject({
      files_processed: 0,
      failed_files: [
        {
          name: '1-1_o.json',
          errors: [expect.objectContaining({ pointer: '/new_testament/0/reference', message: TOO_LONG })],
        },
      ],
    });
    expect(await ctx.db('chapter_files').where({ kind: 'optional' }).select('content_hash')).toEqual(before);
  });

  it('answers the gospel and scripture when a stored reference is longer than the parser reads', async () => {
    // Content stored before the limit: the service stores what it is given.
    await ctx.services.gospel.putEntries([gospelDay(TODAY, LONG, 'Matthew 5:1-12')]);
    const day = await ctx.request.get('/api/evangelio-del-dia').query({ date: TODAY }).expect(200);
    expect(day.body.gospel.reference).toBe(LONG);
    // The English reference still links the demo chapters citing Matthew 5.
    const scripture = await ctx.request
      .get('/api/scripture')
      .query({ ref: 'Mt 5,3', lang: 'es' })
      .expect(200);
    expect(scripture.body.gospel_days).toContainEqual({ date: TODAY, reference: 'Matthew 5:1-12' });
    const stored = await ctx.db('scripture_ranges').where({ gospel_date: TODAY }).select('reference');
    expect(stored.map((r) => r.reference)).toEqual(['Matthew 5:1-12']);
    expect(errorLines).toEqual([]);
  });

  it('answers without related chapters, logging once, when the index cannot be built at all', async () => {
    await ctx.db.schema.dropTable('scripture_ranges');
    await ctx.services.gospel.putEntries([gospelDay(TODAY, 'Mt 5,1-12')]);
    for (let i = 0; i < 3; i++) {
      const day = await ctx.request.get('/api/evangelio-del-dia').query({ date: TODAY }).expect(200);
      expect(day.body).toMatchObject({ date: TODAY, related_chapters: [] });
      const scripture = await ctx.request
        .get('/api/scripture')
        .query({ ref: `Mt 5,${i + 1}` })
        .expect(200);
      expect(scripture.body).toMatchObject({ chapters: [], gospel_days: [] });
      expect(scripture.body.passages).toHaveLength(1);
    }
    expect(errorLines).toHaveLength(1);
    expect(errorLines[0]!.msg).toMatch(/scripture index could not be built/);
    expect(JSON.stringify(errorLines[0])).not.toContain('insert into');

    // Once the index can be built again, the next content generation brings the chapters back.
    await ctx.db.schema.dropTable('scripture_sources');
    await createScriptureTables(ctx.db);
    await ctx.services.gospel.putEntries([gospelDay(TODAY, 'Mt 7,13-14')]);
    const day = await ctx.request.get('/api/evangelio-del-dia').query({ date: TODAY }).expect(200);
    expect(day.body.related_chapters).toContainEqual(expect.objectContaining({ volume: 1, index: 1 }));
    expect(errorLines).toHaveLength(1);
  });
});
