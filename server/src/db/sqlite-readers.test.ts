// Proves reads are not held up by a write transaction (a large upload on SQLite stalled
// every read until it committed), by event order, never by time: a read made while a transaction
// holds the writer completes inside it; a GET sent while a large upload is writing its rows is
// answered before the upload, and sees the volume as it was (the upload stays all-or-nothing:
// no read made between its statements sees part of it). On the suite's database (SQLite and MySQL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockVolume } from '../services/publishing/kinds/volume-lock';
import { mainChapter, zipOf } from '../test/chapter-fixtures';
import { bearer, createTestContext, type TestContext } from '../test/test-context';
import { uploadFile } from '../test/upload-helpers';

const VOLUME = 5;
/** 24 files of ~400 KB: many INSERT statements on SQLite (1 MB each), with turns between them. */
const FILES = 24;

describe('reads during a write transaction', () => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestContext({ seed: true });
    ({ token } = await ctx.admin());
  });
  afterAll(() => ctx.close());

  it('a read outside a transaction completes while the transaction holds the writer, and sees the state before it', async () => {
    const before = await ctx.db('volumes').where({ volume_number: VOLUME }).first('is_available');
    const seen = await ctx.db.transaction(async (trx) => {
      await lockVolume(trx, VOLUME);
      await trx('volumes')
        .where({ volume_number: VOLUME })
        .update({ is_available: before.is_available ? 0 : 1 });
      // With the writer as the only connection this read would wait for the commit, which waits for it.
      return (await ctx.db('volumes').where({ volume_number: VOLUME }).first('is_available')) as {
        is_available: number;
      };
    });
    expect(Boolean(seen.is_available)).toBe(Boolean(before.is_available));
    const after = await ctx.db('volumes').where({ volume_number: VOLUME }).first('is_available');
    expect(Boolean(after.is_available)).toBe(!before.is_available);
    await ctx.db('volumes').where({ volume_number: VOLUME }).update({ is_available: before.is_available });
  });

  it('a GET sent while a large upload writes its rows is answered first, and never sees part of the upload', async () => {
    const entries: Array<[string, object]> = [];
    for (let index = 1; index <= FILES; index++) {
      const chapter = mainChapter(VOLUME, index);
      chapter.description = `${index} ${'palabra '.repeat(50_000)}`;
      entries.push([`${VOLUME}-${index}.json`, chapter]);
    }
    const data = await zipOf(entries);
    const storedCount = async () =>
      Number(
        (
          (await ctx.db('chapter_files').where({ volume_number: VOLUME }).count({ n: '*' })) as Array<{
            n: number;
          }>
        )[0]!.n,
      );
    expect(await storedCount()).toBe(0);

    const order: string[] = [];
    let midUpload: Promise<{ status: number; body: { chapters: unknown[] } }> | null = null;
    const countsBetweenStatements: Array<Promise<number>> = [];
    const onQuery = (query: { sql: string }) => {
      if (!/^insert into [`"]chapter_files[`"]/i.test(query.sql)) return;
      // Issued as the upload's transaction writes: a read of the volume between each statement…
      countsBetweenStatements.push(storedCount());
      // …and, at the first one, a whole request.
      midUpload ??= ctx.request
        .get(`/api/admin/chapters/${VOLUME}`)
        .set(bearer(token))
        .then((res) => {
          order.push('read');
          return res;
        });
    };
    ctx.db.on('query', onQuery);
    let uploaded;
    try {
      uploaded = await uploadFile(ctx, token, '/admin/upload-main-files', {
        name: `Vol_${VOLUME}_main.zip`,
        data,
      }).then((res) => {
        order.push('upload');
        return res;
      });
    } finally {
      ctx.db.off('query', onQuery);
    }
    expect(uploaded.status).toBe(200);
    expect(midUpload).not.toBeNull();
    const read = await midUpload!;
    expect(order).toEqual(['read', 'upload']);
    expect(read.status).toBe(200);
    expect(read.body.chapters).toEqual([]);
    // All or nothing: every read made between the upload's statements saw none of its files.
    const counts = await Promise.all(countsBetweenStatements);
    expect(counts.length).toBeGreaterThan(0);
    expect(counts.every((n) => n === 0 || n === FILES)).toBe(true);
    expect(await storedCount()).toBe(FILES);
  }, 120_000);
});
