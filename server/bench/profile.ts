// A CPU profile of Camino answering one route under load: the built bundle as the bench runs it
// (pinned to core 0, autocannon on core 1), started with --cpu-prof, then a summary of self time
// by function (the top of the profile) and by file, and the .cpuprofile kept for a closer look
// (Chrome DevTools opens it).
// Usage: tsx bench/profile.ts <path, e.g. /api/main-file/1/1> [sqlite|mysql] (seconds: BENCH_DURATION,
// MySQL: BENCH_MYSQL_URL or TEST_MYSQL_URL).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startCamino } from './camino-process';
import type { ReplayedAnswer } from './baseline-server';
import { canPin, start, stop, type Proc } from './processes';
import { headersToReplay, wireGet } from './wire';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount: number;
}

const [route = '/api/main-file/1/1', db = 'sqlite'] = process.argv.slice(2);
const seconds = Number(process.env.BENCH_DURATION ?? 10);
const mysqlUrl = process.env.BENCH_MYSQL_URL || process.env.TEST_MYSQL_URL;
if (db === 'mysql' && !mysqlUrl) throw new Error('set BENCH_MYSQL_URL or TEST_MYSQL_URL');

if (canPin) execFileSync('taskset', ['-p', '-c', '1', String(process.pid)], { stdio: 'ignore' });
const dir = mkdtempSync(path.join(os.tmpdir(), 'camino-profile-'));
const profiling = [
  '--cpu-prof',
  `--cpu-prof-dir=${dir}`,
  '--cpu-prof-interval=100',
  // BENCH_PROFILE_ARGS: more node flags, e.g. --trace-gc (with BENCH_SERVER_OUT to keep its output).
  ...(process.env.BENCH_PROFILE_ARGS?.split(' ').filter(Boolean) ?? []),
];
// BENCH_PROFILE_BASELINE=node|fastify|express profiles that baseline instead, sending Camino's bytes.
const baseline = process.env.BENCH_PROFILE_BASELINE;
// BENCH_MAIN: another build of the server to profile (e.g. the one before a change).
const caminoProc = await startCamino(db, db === 'mysql' ? mysqlUrl : undefined, {
  nodeArgs: baseline ? [] : profiling,
  main: process.env.BENCH_MAIN,
});
let camino: { proc: Proc; auth: Record<string, string>; close: () => Promise<unknown> } = caminoProc;
if (baseline) {
  const answer = await wireGet(caminoProc.proc.base, route, caminoProc.auth);
  const answersFile = path.join(dir, 'answers.json');
  const replayed: ReplayedAnswer = { headers: headersToReplay(answer), body: answer.body.toString('base64') };
  writeFileSync(answersFile, JSON.stringify({ [route]: replayed }));
  await caminoProc.close();
  const proc = await start(
    baseline,
    [...profiling, '--import', 'tsx', 'bench/baseline-server.ts', baseline, answersFile],
    {},
  );
  camino = { proc, auth: {}, close: () => stop(proc) };
}
let requests = 0;
/** How long before the process ended the measured load stopped, in ms (the shutdown is left out). */
let tailMs = 0;
try {
  const url = camino.proc.base + route;
  // BENCH_PROFILE_SETTLE_MS: time left to the server's start-up work before any load.
  await new Promise((r) => setTimeout(r, Number(process.env.BENCH_PROFILE_SETTLE_MS ?? 0)));
  await autocannon({ url, connections: 50, duration: 2, headers: camino.auth });
  const result = await autocannon({ url, connections: 50, duration: seconds, headers: camino.auth });
  requests = result.requests.total;
  console.log(`${route} on ${db}: ${result.requests.average.toFixed(0)} req/s, non-2xx ${result.non2xx}`);
} finally {
  const stopping = performance.now();
  await camino.close();
  tailMs = performance.now() - stopping;
}

const file = path.join(
  dir,
  readdirSync(dir).find((f) => f.endsWith('.cpuprofile'))!,
);
const profile = JSON.parse(readFileSync(file, 'utf8')) as {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  endTime: number;
};
// Only the samples of the measured load: from `seconds` before it stopped to when it stopped
// (start-up, warm-up and shutdown left out), weighed by their time.
const windowEnd = profile.endTime - tailMs * 1000;
const windowStart = windowEnd - seconds * 1e6;
const timeOf = new Map<number, number>();
let at = profile.endTime - profile.timeDeltas.reduce((a, b) => a + b, 0);
profile.samples.forEach((id, i) => {
  at += profile.timeDeltas[i]!;
  const next = profile.timeDeltas[i + 1] ?? 0;
  if (at >= windowStart && at <= windowEnd) timeOf.set(id, (timeOf.get(id) ?? 0) + next);
});
const nodes = profile.nodes.map((n) => ({ ...n, hitCount: timeOf.get(n.id) ?? 0 }));
const busy = nodes.filter((n) => n.callFrame.functionName !== '(idle)');
const total = busy.reduce((sum, n) => sum + n.hitCount, 0);
console.log(`CPU in the window: ${(total / requests).toFixed(1)} µs per request (sampled)`);
const byFunction = new Map<string, number>();
const byFile = new Map<string, number>();
for (const n of busy) {
  const { functionName, url, lineNumber } = n.callFrame;
  const where = url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/server\//, '');
  const fn = `${functionName || '(anonymous)'} ${where}:${lineNumber + 1}`;
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + n.hitCount);
  const pkg =
    where
      .split('/')
      .slice(0, where.startsWith('@') ? 2 : 1)
      .join('/') || functionName;
  byFile.set(pkg, (byFile.get(pkg) ?? 0) + n.hitCount);
}
const top = (m: Map<string, number>, n: number) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(
      ([k, v]) =>
        `  ${((100 * v) / total).toFixed(1).padStart(5)} % ${(v / requests).toFixed(2).padStart(6)} µs  ${k}`,
    )
    .join('\n');
console.log(`\nSelf time by function (busy time only; share and µs per request):\n${top(byFunction, 45)}`);
console.log(`\nSelf time by package or file:\n${top(byFile, 20)}`);
// µs per request by function, for comparing two runs (e.g. Camino and raw node:http).
const summary = file.replace(/\.cpuprofile$/, '.summary.json');
writeFileSync(
  summary,
  JSON.stringify(Object.fromEntries([...byFunction].map(([k, v]) => [k, v / requests]))),
);
console.log(`\nProfile: ${file}\nSummary: ${summary}`);
