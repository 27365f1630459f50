// Proves an upload is all-or-nothing and that uploads of one volume never interleave: a database
// failure part-way leaves the volume exactly as it was, and concurrent uploads (in this process or
// from another server on the same database) are serialized by the volume's lock.
import knex, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockVolume } from '../../services/publishing/kinds/volume-lock';
import { mainEntries, zipOf } from '../../test/chapter-fixtures';
import { createTestContext, TEST_DB, type TestContext } from '../../test/test-context';
import { storedChapters, uploadFile } from '../../test/upload-helpers';

const TRIGGER = 'camino_test_fail_chapter_120';

/** A trigger that makes the INSERT of chapter 120 fail, as a full disk or a lost connection would. */
function createFailingTrigger(db: Knex) {
  if (TEST_DB === 'mysql') {
    return db.raw(
      `CREATE TRIGGER ${TRIGGER} BEFORE INSERT ON chapter_files FOR EACH ROW BEGIN ` +
        `IF NEW.chapter_index = 120 THEN SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'injected failure'; END IF; END`,
    );
  }
  return db.raw(
    `CREATE TRIGGER ${TRIGGER} BEFORE INSERT ON chapter_files WHEN NEW.chapter_index = 120 ` +
      `BEGIN SELECT RAISE(ABORT, 'injected failure'); END`,
  );
}

describe('chapter upload consistency', () => {
  let ctx: TestContext;
  let token: string;
  /** Uploads chapters from..to of a volume tagged `variant`; resolves to the response. */
  const sendMain = async (volume: number, from: number, to: number, variant: string) => {
    const data = await zipOf(mainEntries(volume, from, to, variant));
    return uploadFile(ctx, token, '/admin/upload-main-files', { name: `Vol_${volume}_main.zip`, data });
  };
  /** The variant tag of every stored chapter of the volume, by index. */
  const variantsOf = async (volume: number) =>
    [...(await storedChapters(ctx.db, volume, 'main')).values()].map(
      (c) => /^Capítulo \S+ \((\w+)\)/.exec(c.description ?? '')?.[1],
    );

  beforeAll(async () => {
    ctx = await createTestContext({ seed: true });
    ({ token } = await ctx.admin());
  });
  afterAll(() => ctx.close());

  it('leaves the volume exactly as it was when the database fails part-way through the batch', async () => {
    expect((await sendMain(5, 1, 3, 'old')).status).toBe(200);
    const before = await ctx.db('chapter_files').where({ volume_number: 5 }).orderBy('chapter_index');
    await createFailingTrigger(ctx.db);
    const inserts: string[] = [];
    const onQuery = (query: { sql: string }) => {
      if (/^insert into [`"]chapter_files[`"]/i.test(query.sql)) inserts.push(query.sql);
    };
    ctx.db.on('query', onQuery);
    try {
      // 150 files: the first INSERT (chapters 1-100) succeeds, the second fails at chapter 120.
      const res = await sendMain(5, 1, 150, 'new');
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ detail: 'Something went wrong on our side', code: 'internal' });
    } finally {
      ctx.db.off('query', onQuery);
      await ctx.db.raw(`DROP TRIGGER ${TRIGGER}`);
    }
    expect(inserts).toHaveLength(2);
    expect(await ctx.db('chapter_files').where({ volume_number: 5 }).orderBy('chapter_index')).toEqual(
      before,
    );
    expect(await variantsOf(5)).toEqual(['old', 'old', 'old']);

    const retry = await sendMain(5, 1, 150, 'new');
    expect(retry.status).toBe(200);
    expect(retry.body).toMatchObject({ files_processed: 150, files_unchanged: 0 });
    expect(new Set(await variantsOf(5))).toEqual(new Set(['new']));
  });

  it('never mixes two concurrent uploads of one volume', async () => {
    for (let round = 0; round < 3; round++) {
      const [stored, a, b] = [`s${round}`, `a${round}`, `b${round}`];
      expect((await sendMain(6, 1, 60, stored)).status).toBe(200);
      // B repeats what is stored for chapters 1-30: were B to compare hashes read before A
      // committed, it would skip them and leave A's text there beside its own, a mix.
      const zipA = await zipOf(mainEntries(6, 1, 60, a));
      const zipB = await zipOf([...mainEntries(6, 1, 30, stored), ...mainEntries(6, 31, 60, b)]);
      const send = (data: Buffer) =>
        uploadFile(ctx, token, '/admin/upload-main-files', { name: 'Vol_6_main.zip', data }).then(
          (r) => r.status,
        );
      const statuses = await Promise.all([send(zipA), send(zipB)]);
      // Serialized: both succeed (or one is told 409 to retry); the volume holds one of them whole.
      expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
      const variants = (await variantsOf(6)).join(',');
      const wholeA = Array(60).fill(a).join(',');
      const wholeB = [...Array(30).fill(stored), ...Array(30).fill(b)].join(',');
      const wholeStored = Array(60).fill(stored).join(',');
      expect([wholeA, wholeB, ...(statuses.includes(409) ? [wholeStored] : [])]).toContain(variants);
    }
  });

  it('waits for the volume lock held by another server on the same database', async () => {
    // On MySQL a second knex pool is a second server. SQLite runs as one process with one
    // connection, which is itself what serializes writers, so the test holds that connection.
    const other = TEST_DB === 'mysql' ? knex(ctx.db.client.config as Knex.Config) : ctx.db;
    try {
      let settled = false;
      let upload!: Promise<{ status: number }>;
      await other.transaction(async (trx) => {
        await lockVolume(trx, 7);
        upload = sendMain(7, 1, 5, 'late').then((res) => {
          settled = true;
          return res;
        });
        await new Promise((resolve) => setTimeout(resolve, 700));
        expect(settled).toBe(false);
        await trx('chapter_files').insert(
          mainEntries(7, 1, 5, 'locked').map(([name, content]) => ({
            volume_number: 7,
            chapter_index: Number(/-(\d+)\./.exec(name)![1]),
            kind: 'main',
            content: JSON.stringify(content),
            content_hash: 'written-under-the-lock',
            created_at: '2026-01-01T00:00:00.000Z',
            updated_at: '2026-01-01T00:00:00.000Z',
          })),
        );
      });
      expect((await upload).status).toBe(200);
      // The upload ran after the lock holder committed, saw its rows and replaced all of them.
      expect(await variantsOf(7)).toEqual(['late', 'late', 'late', 'late', 'late']);
    } finally {
      if (other !== ctx.db) await other.destroy();
    }
  });
});
