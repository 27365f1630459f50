// Proves a large main ZIP does not hold up readers (a 48 MB ZIP blocked every request
// for seconds; on MySQL they got 503), by the order of events, never by time. While a volume's
// ZIP with every file changed is uploaded over HTTP (a dry run, then for real), `/api/health` and
// a member's playlist are read back to back; they are answered before the upload, all 200, and
// in the middle of the steps that used to run in one piece between two statements of the upload's
// transaction (the diff of every file's before and after, and the hashing of the revision's
// contents) the upload takes a turn of the event loop per file, and readers are answered in those
// turns. And the upload stays all or nothing: a database failure after those turns leaves the
// volume and its history as they were. On SQLite and MySQL.
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listen, type RunningServer } from '../../http/listen';
import type * as NextTurnModule from '../../lib/next-turn';
import { mainEntries, zipOf } from '../chapter-fixtures';
import { createTestContext, TEST_DB, type TestContext } from '../test-context';
import { storedChapters } from '../upload-helpers';

/**
 * The server's turns of the event loop, seen by the test: each is recorded, and the first one
 * after each statement of the work waits until the readers have been answered twice. How many
 * reads fit in a gap is otherwise the machine's timing (on 2 cores shared with other test workers
 * a MySQL run sometimes answered none in it); this way a gap holds reads exactly when the work
 * awaits a turn in it and the readers are not blocked behind its transaction.
 */
const turns = vi.hoisted(() => ({ before: null as null | (() => Promise<void>) }));
vi.mock('../../lib/next-turn', async (importOriginal) => {
  const real = await importOriginal<typeof NextTurnModule>();
  return {
    ...real,
    nextTurn: async () => {
      await turns.before?.();
      return real.nextTurn();
    },
  };
});

const VOLUME = 6;
/** Files in the ZIP: each is one item of the diff and one or two texts of the revision. */
const FILES = 60;
/** How long the first turn of a gap waits for readers before it lets the work go on and the test fail. */
const READERS_DEADLINE_MS = 10_000;

/** What happened, in order: the upload transaction's statements, its turns, the reads and the upload answered. */
type Event =
  | { kind: 'query' | 'response'; sql: string }
  | { kind: 'read'; name: string; status: number }
  | { kind: 'turn' }
  | { kind: 'upload' };

describe('readers during a large upload', () => {
  let ctx: TestContext;
  let server: RunningServer;
  let base: string;
  let adminToken: string;
  let memberToken: string;
  /** The revision of the real upload below. */
  let revision: number;

  beforeAll(async () => {
    ctx = await createTestContext({ seed: true });
    ({ token: adminToken } = await ctx.admin());
    ({ token: memberToken } = await ctx.member());
    server = await listen(ctx.app, 0, '127.0.0.1');
    base = `http://127.0.0.1:${server.port}`;
    const first = await upload(await zipOf(mainEntries(VOLUME, 1, FILES, 'old')));
    expect(first.status).toBe(200);
  });
  afterAll(async () => {
    await server.shutdown();
    await ctx.close();
  });

  function upload(zip: Buffer, query = '') {
    const form = new FormData();
    form.append('file', new Blob([zip], { type: 'application/zip' }), `Vol_${VOLUME}_main.zip`);
    return fetch(`${base}/api/admin/upload-main-files${query}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}` },
      body: form,
    });
  }

  /** Runs `work` while both readers read back to back, and records every event in order. */
  async function whileReading(work: () => Promise<Response>) {
    const events: Event[] = [];
    // Only the work's statements: those of a transaction (an upload's) or of the revision tables
    // (a revision read); the readers' own queries are neither.
    const ours = (q: { sql: string; __knexTxId?: string }) =>
      Boolean(q.__knexTxId) || /revision/i.test(q.sql);
    const onQuery = (q: { sql: string; __knexTxId?: string }) => {
      if (ours(q)) events.push({ kind: 'query', sql: q.sql });
    };
    let gapOpened = false;
    const onResponse = (_: unknown, q: { sql: string; __knexTxId?: string }) => {
      if (!ours(q)) return;
      events.push({ kind: 'response', sql: q.sql });
      gapOpened = true;
    };
    let done = false;
    let answered = 0;
    let wanted: { count: number; wake: () => void } | null = null;
    const read = async (name: string, path: string, headers: Record<string, string>) => {
      while (!done) {
        const res = await fetch(base + path, { headers });
        await res.arrayBuffer();
        events.push({ kind: 'read', name, status: res.status });
        answered += 1;
        if (wanted && answered >= wanted.count) wanted.wake();
      }
    };
    turns.before = async () => {
      events.push({ kind: 'turn' });
      if (!gapOpened) return;
      gapOpened = false;
      await new Promise<void>((resolve) => {
        const deadline = setTimeout(resolve, READERS_DEADLINE_MS);
        wanted = {
          count: answered + 2,
          wake: () => {
            clearTimeout(deadline);
            resolve();
          },
        };
      });
      wanted = null;
    };
    ctx.db.on('query', onQuery);
    ctx.db.on('query-response', onResponse);
    try {
      const readers = [
        read('health', '/api/health', {}),
        read('playlist', '/api/volumes/1/playlist', { authorization: `Bearer ${memberToken}` }),
      ];
      const res = await work();
      // Its head: the server writes it once the answer is ready, before the body's last byte.
      events.push({ kind: 'upload' });
      const body = (await res.json()) as Record<string, unknown>;
      done = true;
      await Promise.all(readers);
      return { res, body, events };
    } finally {
      turns.before = null;
      ctx.db.off('query', onQuery);
      ctx.db.off('query-response', onResponse);
    }
  }

  /** The events after the last response matching `after`, before the next statement or the answer. */
  function gap(events: Event[], after: RegExp) {
    const start = events.findLastIndex((e) => e.kind === 'response' && after.test(e.sql));
    expect(start).toBeGreaterThan(-1);
    const next = events.findIndex((e, i) => i > start && (e.kind === 'query' || e.kind === 'upload'));
    return events.slice(start, next === -1 ? undefined : next);
  }

  /**
   * The work took a turn per file in the gap, and readers were answered in it: twice, as the
   * first turn waited for (one read can complete as a gap ends, its answer and the next statement
   * in one poll of the event loop; two cannot without a turn). A turn the readers could not get
   * through (a lock the work's transaction holds) runs out READERS_DEADLINE_MS and fails here.
   */
  function expectReadersAnsweredInTurns(events: Event[], after: RegExp) {
    const inGap = gap(events, after);
    expect(inGap.filter((e) => e.kind === 'turn').length).toBeGreaterThanOrEqual(FILES);
    expect(inGap.filter((e) => e.kind === 'read').length).toBeGreaterThanOrEqual(2);
  }

  const readsBeforeUpload = (events: Event[]) =>
    events
      .slice(
        0,
        events.findIndex((e) => e.kind === 'upload'),
      )
      .filter((e) => e.kind === 'read');

  it('answers reads in the middle of a dry run of a ZIP with every file changed, before its answer', async () => {
    const zip = await zipOf(mainEntries(VOLUME, 1, FILES, 'dry'));
    const { res, body, events } = await whileReading(() => upload(zip, '?dry_run=1'));
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ dry_run: true, files_processed: FILES });
    expect((body.changes as Array<{ status: string }>).filter((c) => c.status === 'changed')).toHaveLength(
      FILES,
    );
    // The diff runs after the transaction's last read of the files (their afters) and before the
    // rollback: readers are answered in between, not after it.
    expectReadersAnsweredInTurns(events, /from [`"]chapter_files[`"]/i);
    const reads = readsBeforeUpload(events);
    expect(new Set(reads.map((e) => e.kind === 'read' && e.name))).toEqual(new Set(['health', 'playlist']));
    // None waited into a 503 (MySQL's health deadline) or any other error.
    expect(events.filter((e) => e.kind === 'read' && e.status !== 200)).toEqual([]);
    expect(
      [...(await storedChapters(ctx.db, VOLUME, 'main')).values()].every((c) =>
        c.description?.includes('(old)'),
      ),
    ).toBe(true);
  });

  it('answers reads in the middle of the diff and of the revision hashing of a real upload', async () => {
    const zip = await zipOf(mainEntries(VOLUME, 1, FILES, 'new'));
    const { res, body, events } = await whileReading(() => upload(zip));
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ files_processed: FILES, files_failed: 0, files_unchanged: 0 });
    revision = body.revision as number;
    expectReadersAnsweredInTurns(events, /from [`"]chapter_files[`"]/i);
    // The revision's texts are hashed after its row is inserted and before they are looked up.
    expectReadersAnsweredInTurns(events, /^insert into [`"]revisions[`"]/i);
    expect(events.filter((e) => e.kind === 'read' && e.status !== 200)).toEqual([]);
    expect(
      [...(await storedChapters(ctx.db, VOLUME, 'main')).values()].every((c) =>
        c.description?.includes('(new)'),
      ),
    ).toBe(true);
  });

  it("answers reads while an admin opens that upload's revision, every file's before and after", async () => {
    const { res, body, events } = await whileReading(() =>
      // Uncompressed: its head then goes out as the answer is sent, not after zlib's turns.
      fetch(`${base}/api/admin/revisions/${revision}`, {
        headers: { authorization: `Bearer ${adminToken}`, 'accept-encoding': 'identity' },
      }),
    );
    expect(res.status).toBe(200);
    expect(body.items).toHaveLength(FILES);
    expect(body.changes).toHaveLength(FILES);
    // After its last read of stored contents, the revision's texts are parsed, diffed and sent.
    expectReadersAnsweredInTurns(events, /revision_contents/i);
    expect(events.filter((e) => e.kind === 'read' && e.status !== 200)).toEqual([]);
  });

  it('leaves the volume and its history as they were when the database fails after those turns', async () => {
    const files = await ctx.db('chapter_files').where({ volume_number: VOLUME }).orderBy('chapter_index');
    const revisions = await ctx.db('revisions').count<{ n: number }[]>({ n: '*' });
    await createFailingTrigger(ctx.db);
    try {
      const zip = await zipOf(mainEntries(VOLUME, 1, FILES, 'broken'));
      const { res, events } = await whileReading(() => upload(zip));
      expect(res.status).toBe(500);
      // It failed at the revision's items, after the files were written and the turns were taken.
      expect(
        events.some((e) => e.kind === 'query' && /^insert into [`"]revision_items[`"]/i.test(e.sql)),
      ).toBe(true);
      expectReadersAnsweredInTurns(events, /^insert into [`"]revisions[`"]/i);
      expect(events.filter((e) => e.kind === 'read' && e.status !== 200)).toEqual([]);
    } finally {
      await ctx.db.raw(`DROP TRIGGER ${TRIGGER}`);
    }
    expect(await ctx.db('chapter_files').where({ volume_number: VOLUME }).orderBy('chapter_index')).toEqual(
      files,
    );
    expect(await ctx.db('revisions').count<{ n: number }[]>({ n: '*' })).toEqual(revisions);
  });
});

const TRIGGER = 'camino_test_fail_revision_items';

/** A trigger that makes the revision's items fail to insert, as a full disk or a lost connection would. */
function createFailingTrigger(db: Knex) {
  if (TEST_DB === 'mysql') {
    return db.raw(
      `CREATE TRIGGER ${TRIGGER} BEFORE INSERT ON revision_items FOR EACH ROW BEGIN ` +
        `SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'injected failure'; END`,
    );
  }
  return db.raw(
    `CREATE TRIGGER ${TRIGGER} BEFORE INSERT ON revision_items BEGIN SELECT RAISE(ABORT, 'injected failure'); END`,
  );
}
