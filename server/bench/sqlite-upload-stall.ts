// `npm run bench` (part): the longest a database read waits while a big chapter ZIP is stored on
// SQLite (a 160 MB upload stalled reads for 1.5 s; a 60 MB one for 5.1 s before reads
// got their own connection and the upload its turns of the event loop). A member-like read (one
// primary-key query) runs back to back, in the same process as the server's services; the figure
// is the longest time between two completed reads, so a read queued behind the upload's
// transaction and an event loop blocked by a synchronous step both count. The same loop run as
// long without an upload gives the baseline (on a busy machine even an idle loop waits for the
// CPU), and the stall is printed against it. Run alone from server/:
// `npx tsx bench/sqlite-upload-stall.ts [inflated MB, default 60]`.
import { performance } from 'node:perf_hooks';
import { mainChapter, zipOf } from '../src/test/chapter-fixtures';
import { createTestContext, type TestContext } from '../src/test/test-context';
import { report } from './results';

const MB = 1024 * 1024;
/** Inflated size of the ZIP (the content cap is 64 MB); files of ~1.9 MB, under the 2 MB per-file cap. */
const totalMb = Number(process.argv[2] ?? 60);
const FILE_BYTES = 1.9 * MB;
const STALL_GOAL_MS = 200;

/** Reads back to back until `until` settles; the longest gap between two completed reads. */
async function readWhile(ctx: TestContext, userId: number, until: Promise<unknown>) {
  let done = false;
  void until.finally(() => (done = true));
  let reads = 0;
  let slowest = 0;
  let last = performance.now();
  while (!done) {
    await ctx.db('users').where({ id: userId }).first('id');
    const now = performance.now();
    slowest = Math.max(slowest, now - last);
    last = now;
    reads += 1;
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  return { reads, slowest };
}

async function main(): Promise<void> {
  const ctx = await createTestContext({ seed: true });
  const files = Math.floor((totalMb * MB) / FILE_BYTES);
  const entries: Array<[string, object]> = [];
  for (let index = 1; index <= files; index++) {
    const chapter = mainChapter(5, index);
    chapter.description = `${index} ${'palabra '.repeat(Math.floor(FILE_BYTES / 8) - 4)}`;
    entries.push([`5-${index}.json`, chapter]);
  }
  const zip = await zipOf(entries);
  const { user } = await ctx.member();

  const started = performance.now();
  // A read issued a tick after the upload began completes before the upload does
  // (hostile/sqlite-upload-readers.test.ts proves the same over HTTP).
  const upload = ctx.services.chapterUploads.upload('main', 'Vol_5_main.zip', zip);
  const during = await readWhile(ctx, user.id, upload);
  const uploaded = await upload;
  const uploadMs = performance.now() - started;
  // Let the checkpointer run its course, then the same loop as long with no upload.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const idle = await readWhile(ctx, user.id, new Promise((resolve) => setTimeout(resolve, uploadMs)));
  const stored = await ctx.db('chapter_files').where({ volume_number: 5 }).count<{ n: number }[]>({ n: '*' });
  await ctx.close();
  if (Number(stored[0]?.n) !== files || uploaded.files_failed !== 0)
    throw new Error('the upload did not store every file');

  const inflatedMb = (files * FILE_BYTES) / MB;
  console.log(
    `\nSQLite upload stall: ${files} files, ${inflatedMb.toFixed(0)} MB inflated, stored in ${Math.round(uploadMs)} ms; ` +
      `${during.reads} reads during it, ${idle.reads} in as long idle\n`,
  );
  report({
    figure: `SQLite ${inflatedMb.toFixed(0)} MB upload: slowest read / same loop idle`,
    value: during.slowest / idle.slowest,
    unit: '×',
    goal: '',
    within: null,
    detail: `${during.slowest.toFixed(0)} ms vs ${idle.slowest.toFixed(0)} ms`,
  });
  report({
    figure: `SQLite ${inflatedMb.toFixed(0)} MB upload: slowest read during it`,
    value: during.slowest,
    unit: 'ms',
    goal: `< ${STALL_GOAL_MS} ms`,
    within: during.slowest < STALL_GOAL_MS,
    detail: `idle loop's slowest ${idle.slowest.toFixed(0)} ms`,
  });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
