// Two builds of the server side by side on one route: each started as the bench starts Camino
// (pinned to core 0, autocannon on core 1), runs interleaved round after round (the order swapped
// each round), and each build's median requests/s and CPU µs per request (from /proc, all its
// threads) printed with every round's figures, so a change is judged on the same machine moments.
// Keep a build from before a change with `node scripts/build.mjs` and a copy of dist/ at the same
// depth (e.g. dist-before/: the bundle finds its data files relative to itself).
// Usage: tsx bench/compare-builds.ts <path> [sqlite|mysql] <build A main.js> <build B main.js>
// (rounds: BENCH_ROUNDS, 5; seconds per run: BENCH_DURATION, 4; node flags per build: BENCH_ARGS_A,
// BENCH_ARGS_B; MySQL: BENCH_MYSQL_URL or TEST_MYSQL_URL).
import { execFileSync } from 'node:child_process';
import autocannon from 'autocannon';
import { startCamino } from './camino-process';
import { canPin, cpuMs } from './processes';
import { median } from './results';

const [route, db = 'sqlite', mainA, mainB] = process.argv.slice(2);
if (!route || !mainA || !mainB) throw new Error('usage: compare-builds.ts <path> sqlite|mysql <A> <B>');
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const seconds = Number(process.env.BENCH_DURATION ?? 4);
const mysqlUrl = db === 'mysql' ? process.env.BENCH_MYSQL_URL || process.env.TEST_MYSQL_URL : undefined;
if (db === 'mysql' && !mysqlUrl) throw new Error('set BENCH_MYSQL_URL or TEST_MYSQL_URL');
if (canPin) execFileSync('taskset', ['-p', '-c', '1', String(process.pid)], { stdio: 'ignore' });

const argsOf = (name: string) => process.env[name]?.split(' ').filter(Boolean) ?? [];
const builds = [
  { label: 'A', camino: await startCamino('A', mysqlUrl, { main: mainA, nodeArgs: argsOf('BENCH_ARGS_A') }) },
  { label: 'B', camino: await startCamino('B', mysqlUrl, { main: mainB, nodeArgs: argsOf('BENCH_ARGS_B') }) },
].map((b) => ({ ...b, rps: [] as number[], cpuUs: [] as number[] }));

try {
  const run = (b: (typeof builds)[number], duration: number) =>
    autocannon({ url: b.camino.proc.base + route, connections: 50, duration, headers: b.camino.auth });
  for (const b of builds) await run(b, 2); // warm-up, not counted
  for (let round = 0; round < rounds; round++) {
    for (const b of round % 2 ? [...builds].reverse() : builds) {
      const pid = b.camino.proc.child.pid!;
      const before = cpuMs(pid);
      const result = await run(b, seconds);
      if (result.non2xx || result.errors) throw new Error(`${b.label}: ${result.non2xx} non-2xx answers`);
      b.rps.push(result.requests.average);
      b.cpuUs.push(((cpuMs(pid) - before) * 1000) / result.requests.total);
    }
  }
} finally {
  for (const b of builds) await b.camino.close();
}
for (const b of builds) {
  console.log(
    `${b.label} ${route} ${db}: ${median(b.rps).toFixed(0)} req/s, CPU ${median(b.cpuUs).toFixed(1)} µs per request ` +
      `(rounds: ${b.cpuUs.map((x) => x.toFixed(0)).join(' ')} µs)`,
  );
}
const [a, b] = builds as [(typeof builds)[0], (typeof builds)[0]];
console.log(`B / A requests/s, each round: ${b.rps.map((x, i) => (x / a.rps[i]!).toFixed(2)).join(' ')}`);
