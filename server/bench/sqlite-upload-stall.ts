// The longest a database read waits while a big chapter ZIP is stored on SQLite (issue 19: a
// 160 MB upload stalled reads for 1.5 s). A member-like read (one primary-key query) runs back to
// back during the upload, in the same process as the server's services; the figure is the longest
// time between two completed reads, so a read queued behind the upload's transaction and an event
// loop blocked by a synchronous statement both count. Run from server/:
// `npx tsx bench/sqlite-upload-stall.ts [inflated MB, default 60]`.
import { performance } from 'node:perf_hooks';
import { mainChapter, zipOf } from '../src/test/chapter-fixtures';
import { createTestContext } from '../src/test/test-context';

const MB = 1024 * 1024;
/** Inflated size of the ZIP (the content cap is 64 MB); files of ~1.9 MB, under the 2 MB per-file cap. */
const totalMb = Number(process.argv[2] ?? 60);
const FILE_BYTES = 1.9 * MB;

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

  let reading = true;
  let reads = 0;
  let slowest = 0;
  const readLoop = (async () => {
    let last = performance.now();
    while (reading) {
      await ctx.db('users').where({ id: user.id }).first('id');
      const now = performance.now();
      slowest = Math.max(slowest, now - last);
      last = now;
      reads += 1;
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  })();
  // The time spent storing (one transaction holding SQLite's only connection), apart from reading
  // and checking the ZIP.
  const putBatch = ctx.services.chapters.putBatch;
  let storeMs = 0;
  let readsWhileStoring = -1;
  ctx.services.chapters.putBatch = async (...args) => {
    const began = performance.now();
    const readsBefore = reads;
    try {
      return await putBatch(...args);
    } finally {
      storeMs = performance.now() - began;
      readsWhileStoring = reads - readsBefore;
    }
  };
  const started = performance.now();
  const report = await ctx.services.chapterUploads.upload('main', 'Vol_5_main.zip', zip);
  const uploadMs = performance.now() - started;
  // Let the loop run once more: a transaction that never yields ends with the upload's own
  // microtasks, before any timer, so the read it held up completes only now.
  await new Promise((resolve) => setTimeout(resolve, 50));
  reading = false;
  await readLoop;
  const stored = await ctx.db('chapter_files').where({ volume_number: 5 }).count<{ n: number }[]>({ n: '*' });
  await ctx.close();
  console.log(
    JSON.stringify({
      inflatedMb: +((files * FILE_BYTES) / MB).toFixed(1),
      files,
      stored: Number(stored[0]?.n),
      failed: report.files_failed,
      uploadMs: Math.round(uploadMs),
      storeMs: Math.round(storeMs),
      readsWhileStoring,
      reads,
      slowestReadMs: Math.round(slowest),
    }),
  );
}

void main();
