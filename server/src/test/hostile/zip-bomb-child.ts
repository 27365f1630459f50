// Run by zip-bomb-memory.test.ts in a process of its own, so the peak resident memory it reports
// belongs to one upload alone: it uploads a ZIP bomb of many small-looking entries through the
// real chapter upload service and prints its peak RSS before and after, in bytes, as JSON.
import { deflatedZeros, rawZip } from '../raw-zip';
import { createTestContext } from '../test-context';

const MB = 1024 * 1024;

/** 110 entries of 2 MB of zeros each (the per-file cap): 220 MB inflated from about 0.3 MB. */
const ENTRIES = 110;

async function main(): Promise<void> {
  const ctx = await createTestContext();
  const zeros = await deflatedZeros(2 * MB);
  const bomb = rawZip(Array.from({ length: ENTRIES }, (_, i) => ({ name: `1-${i + 1}.json`, ...zeros })));
  // A warm-up upload first (one invalid file), so what is measured is the bomb, not code loaded on first use.
  const warmUp = rawZip([{ name: '1-1.json', data: Buffer.from('{}') }]);
  await ctx.services.chapterUploads.upload('main', 'Vol_1_main.zip', warmUp);
  const before = process.resourceUsage().maxRSS * 1024;
  const outcome = await ctx.services.chapterUploads
    .upload('main', 'Vol_1_main.zip', bomb)
    .then(() => ({ status: 200, code: 'ok' }))
    .catch((err: { status?: number; code?: string }) => ({ status: err.status, code: err.code }));
  const after = process.resourceUsage().maxRSS * 1024;
  const stored = await ctx.db('chapter_files').count<{ n: number }[]>({ n: '*' }).first();
  await ctx.close();
  process.stdout.write(
    JSON.stringify({ before, after, compressedBytes: bomb.length, outcome, stored: Number(stored?.n) }) +
      '\n',
  );
}

void main().catch((err: unknown) => {
  process.stderr.write(String(err instanceof Error ? err.stack : err));
  process.exit(1);
});
