// `npm run bench` (part): how long readers wait while an admin uploads a large main ZIP
// (300 files, ~48 MB inflated: the size the issue measured stalling every request for 3.7–10.5 s
// on SQLite and answering 503 on MySQL). Camino runs as `npm start` runs it (the bundle, pinned to
// core 0); two clients here read back to back, `/api/health` and a member's playlist, while the
// ZIP is uploaded over HTTP three times: new files, a dry run of a new edition (every file
// changed), and that edition for real. The same reads for as long with no upload are the baseline.
// Printed: the longest and p99 wait of each read during the uploads against the baseline, goal
// < 200 ms, and the answers that were not 200 (MySQL: 503), goal 0. On SQLite and, when
// BENCH_MYSQL_URL or TEST_MYSQL_URL is set, on MySQL. Alone: `npx tsx bench/upload-stall.ts`
// (BENCH_STALL_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/p" profiles the server meanwhile).
import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { mainChapter, zipOf } from '../src/test/chapter-fixtures';
import { startCamino, type Camino } from './camino-process';
import { canPin, serverDir } from './processes';
import { report } from './results';

const VOLUME = 2;
const FILES = 300;
/** Dialogue turns per file and words per turn: ~160 KB a file, ~48 MB inflated in all. */
const TURNS = 40;
const WORDS = 595;
const STALL_GOAL_MS = 200;
/** Pause between two reads of one client (a client reads again as soon as this has passed). */
const READ_GAP_MS = 10;

/** A deterministic word list, so the text compresses like prose rather than like one repeated phrase. */
const VOCABULARY = Array.from({ length: 4096 }, (_, i) =>
  (i * 2654435761).toString(36).slice(0, 3 + (i % 7)),
);

async function mainZip(edition: number): Promise<Buffer> {
  let seed = edition * 7919 + 1;
  const word = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return VOCABULARY[(seed >>> 16) % VOCABULARY.length]!;
  };
  const entries: Array<[string, object]> = [];
  for (let index = 1; index <= FILES; index++) {
    const chapter = mainChapter(VOLUME, index, { turns: TURNS });
    for (const turn of chapter.dialogue) turn.text = Array.from({ length: WORDS }, word).join(' ');
    entries.push([`${VOLUME}-${index}.json`, chapter]);
  }
  return zipOf(entries);
}

interface Reads {
  latencies: number[];
  failures: Map<number, number>;
}

/** Reads `path` back to back until `until` settles; each answer's wait and the statuses that were not 200. */
async function readWhile(
  base: string,
  path: string,
  headers: Record<string, string>,
  until: Promise<unknown>,
) {
  let done = false;
  void until.finally(() => (done = true)).catch(() => undefined);
  const reads: Reads = { latencies: [], failures: new Map() };
  while (!done) {
    const started = performance.now();
    let status = 0;
    try {
      const res = await fetch(base + path, { headers });
      await res.arrayBuffer();
      status = res.status;
    } catch {
      status = -1;
    }
    reads.latencies.push(performance.now() - started);
    if (status !== 200) reads.failures.set(status, (reads.failures.get(status) ?? 0) + 1);
    await new Promise((resolve) => setTimeout(resolve, READ_GAP_MS));
  }
  return reads;
}

async function upload(camino: Camino, token: string, zip: Buffer, dryRun: boolean) {
  const form = new FormData();
  form.append('file', new Blob([zip], { type: 'application/zip' }), `Vol_${VOLUME}_main.zip`);
  const started = performance.now();
  const res = await fetch(`${camino.proc.base}/api/admin/upload-main-files${dryRun ? '?dry_run=1' : ''}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await res.json()) as { files_processed?: number; files_failed?: number };
  if (res.status !== 200 || body.files_processed !== FILES || body.files_failed !== 0) {
    throw new Error(
      `${camino.label} upload${dryRun ? ' (dry run)' : ''}: HTTP ${res.status} ${JSON.stringify(body).slice(0, 300)}`,
    );
  }
  return performance.now() - started;
}

/** Both readers while `work` runs. */
async function readers(camino: Camino, work: Promise<unknown>) {
  const base = camino.proc.base;
  const [health, playlist] = await Promise.all([
    readWhile(base, '/api/health', {}, work),
    readWhile(base, `/api/volumes/1/playlist`, camino.auth, work),
    work,
  ]);
  return { health, playlist };
}

const merge = (runs: Reads[]): Reads => {
  const failures = new Map<number, number>();
  for (const run of runs)
    for (const [status, n] of run.failures) failures.set(status, (failures.get(status) ?? 0) + n);
  return { latencies: runs.flatMap((r) => r.latencies), failures };
};

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const failureCount = (reads: Reads) => [...reads.failures.values()].reduce((a, b) => a + b, 0);
const failureText = (reads: Reads) =>
  [...reads.failures].map(([status, n]) => `${n} × ${status === -1 ? 'no answer' : status}`).join(', ') ||
  'none';

async function measure(label: 'SQLite' | 'MySQL', mysqlUrl: string | undefined, zips: Buffer[]) {
  const camino = await startCamino(label, mysqlUrl, {
    nodeArgs: process.env.BENCH_STALL_NODE_ARGS?.split(' ').filter(Boolean),
    // BENCH_MAIN: another build of the server to measure (e.g. the one before a change).
    main: process.env.BENCH_MAIN,
  });
  try {
    const login = await fetch(`${camino.proc.base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'bench-admin', password: 'bench-admin-password' }),
    });
    const token = ((await login.json()) as { access_token: string }).access_token;
    const timings: string[] = [];
    let uploadsMs = 0;
    const during: Array<{ health: Reads; playlist: Reads }> = [];
    for (const [name, zip, dryRun] of [
      ['new', zips[0]!, false],
      ['dry run, every file changed', zips[1]!, true],
      ['every file changed', zips[1]!, false],
    ] as const) {
      const work = upload(camino, token, zip, dryRun);
      during.push(await readers(camino, work));
      const ms = await work;
      uploadsMs += ms;
      timings.push(`${name} ${(ms / 1000).toFixed(1)} s`);
    }
    // The baseline: the same reads for as long as the three uploads took, with none.
    const idle = await readers(camino, new Promise((resolve) => setTimeout(resolve, uploadsMs)));
    console.log(`\n${label}: uploads took ${timings.join(', ')}`);
    for (const [name, key] of [
      ['/api/health', 'health'],
      ["a member's playlist", 'playlist'],
    ] as const) {
      const reads = merge(during.map((d) => d[key]));
      const base = idle[key];
      const max = Math.max(...reads.latencies);
      const p99 = percentile(reads.latencies, 99);
      report({
        figure: `${name} during a 48 MB main ZIP upload, ${label}: longest`,
        value: max,
        unit: 'ms',
        goal: `< ${STALL_GOAL_MS} ms`,
        within: max < STALL_GOAL_MS,
        detail: `p99 ${p99.toFixed(0)} ms, ${reads.latencies.length} reads; no upload: longest ${Math.max(...base.latencies).toFixed(0)} ms, p99 ${percentile(base.latencies, 99).toFixed(0)} ms`,
      });
      report({
        figure: `${name} during a 48 MB main ZIP upload, ${label}: not 200`,
        value: failureCount(reads),
        unit: 'answers',
        goal: '0',
        within: failureCount(reads) === 0,
        detail: `${failureText(reads)}; no upload: ${failureText(base)}`,
      });
    }
  } finally {
    await camino.close();
  }
}

async function main(): Promise<void> {
  if (canPin) execFileSync('taskset', ['-p', '-c', '1', String(process.pid)], { stdio: 'ignore' });
  // The bundle `npm start` runs, rebuilt when a source is newer (run.ts, earlier in `npm run bench`, built it).
  if (!process.env.BENCH_MAIN) {
    execFileSync(process.execPath, ['../scripts/ensure-server-build.mjs'], {
      cwd: serverDir,
      stdio: 'inherit',
    });
  }
  const zips = [await mainZip(0), await mainZip(1)];
  console.log(
    `\nUpload stall: ${FILES} files, ZIP of ${(zips[0]!.length / 1024 / 1024).toFixed(1)} MB on the wire; ` +
      `/api/health and a member's playlist read back to back (${READ_GAP_MS} ms apart) during each upload and as long with none`,
  );
  // BENCH_STALL_DB=sqlite or mysql measures one of them only.
  const only = process.env.BENCH_STALL_DB;
  if (only !== 'mysql') await measure('SQLite', undefined, zips);
  if (only === 'sqlite') return;
  const mysqlUrl = process.env.BENCH_MYSQL_URL || process.env.TEST_MYSQL_URL;
  if (mysqlUrl) await measure('MySQL', mysqlUrl, zips);
  else console.log('MySQL   skipped (set BENCH_MYSQL_URL or TEST_MYSQL_URL to measure it too)');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
