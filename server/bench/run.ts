// `npm run bench` (first part): throughput of Camino's content and public API against three
// baselines measured in the same run sending the very same bytes, headers included (checked off
// the wire before anything is measured): a bare Express 5 app (the framework Camino is built on),
// a bare Fastify 5 app (the one a team would pick for speed) and raw node:http (Node's ceiling). Every server is its own process pinned to core 0 with taskset; this
// process (autocannon, the load generator) pins itself to core 1. Camino runs as in production:
// NODE_ENV=production, the built bundle (dist/main.js, as `npm start`), security headers, request
// logging at info (to /dev/null), on SQLite and, with BENCH_MYSQL_URL or TEST_MYSQL_URL, on MySQL.
// Every server receives the same requests (a member's with the member's Authorization header).
// Each figure is the median of 5 rounds (BENCH_ROUNDS; a ratio: of the rounds' ratios, each to the
// bare Express runs around it or to the same round's baseline run).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sampled, startCamino, type Camino } from './camino-process';
import { fixedRateInChild } from './fixed-rate';
import { headToHeadFigure } from './head-to-head';
import type { ReplayedAnswer } from './baseline-server';
import { canPin, cpuMs, pausingOthers, serverDir, start, stop, type Proc } from './processes';
import { median, report, startResults } from './results';
import { headersToReplay, wireDifferences, wireGet, type WireAnswer } from './wire';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
/** Rounds of the requests/s runs (BENCH_ROUNDS); the fixed-rate latency runs take 3. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const RUNS = 3;
const CONNECTIONS = 50;
const FIXED_RATE = 1000;
const RATIO_GOAL = 0.85;
/** Camino's requests/s on the content routes: at least Fastify's, and 80 % of raw node:http's. */
const FASTIFY_GOAL = 1;
const NODE_GOAL = 0.8;
const P99_GOAL_MS = 10;
const RSS_GOAL_MB = 200;

interface Run {
  rps: number;
  p99: number;
  /** The server's CPU time per request in µs (when its pid was given). */
  cpuUs: number;
}

async function load(
  url: string,
  headers: Record<string, string>,
  options: { duration?: number; overallRate?: number; pid?: number } = {},
): Promise<Run> {
  const cpuBefore = options.pid ? cpuMs(options.pid) : 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: options.duration ?? DURATION_S,
    headers,
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  const cpuUs = options.pid ? ((cpuMs(options.pid) - cpuBefore) * 1000) / result.requests.total : 0;
  return { rps: result.requests.average, p99: result.latency.p99, cpuUs };
}

interface Target {
  name: string;
  path: string;
  member: boolean;
  group: 'content' | 'public';
}

const ALL_TARGETS: Target[] = [
  // Both languages of the content routes: the Spanish source and its English translation.
  ...(['es', 'en'] as const).flatMap((lang): Target[] => [
    {
      name: `GET /api/volumes/1/playlist?lang=${lang}`,
      path: `/api/volumes/1/playlist?lang=${lang}`,
      member: true,
      group: 'content',
    },
    {
      name: `GET /api/main-file/1/1?lang=${lang}`,
      path: `/api/main-file/1/1?lang=${lang}`,
      member: true,
      group: 'content',
    },
  ]),
  { name: 'GET /api/volumes', path: '/api/volumes', member: false, group: 'public' },
  { name: 'GET /api/evangelio-del-dia', path: '/api/evangelio-del-dia', member: false, group: 'public' },
  { name: 'GET /api/news-config', path: '/api/news-config', member: false, group: 'public' },
];

/**
 * BENCH_ROUTES=playlist,main-file measures only the targets whose path contains one of the words
 * (to iterate on a route in a few minutes); the whole table by default.
 */
const TARGETS = process.env.BENCH_ROUTES
  ? ALL_TARGETS.filter((t) => process.env.BENCH_ROUTES!.split(',').some((w) => t.path.includes(w.trim())))
  : ALL_TARGETS;
if (TARGETS.length === 0) throw new Error(`BENCH_ROUTES=${process.env.BENCH_ROUTES} matches no target`);

async function main(): Promise<void> {
  if (!process.env.BENCH_APPEND) startResults();
  if (canPin) execFileSync('taskset', ['-p', '-c', '1', String(process.pid)], { stdio: 'ignore' });
  const mysqlUrl = process.env.BENCH_MYSQL_URL || process.env.TEST_MYSQL_URL;

  console.log(
    `\nThroughput: autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per run (BENCH_DURATION), ` +
      `median of ${ROUNDS} rounds (BENCH_ROUNDS); ` +
      (canPin
        ? 'each server a process on core 0, autocannon on core 1 (taskset)'
        : 'NOT pinned (needs taskset and 2 cores)') +
      `${mysqlUrl ? '' : '; MySQL skipped (set BENCH_MYSQL_URL or TEST_MYSQL_URL)'}`,
  );

  // The server is measured as production runs it: built into dist/ (npm run build -w @camino/server),
  // unless BENCH_MAIN names another build to measure (e.g. one kept from before a change).
  const main = process.env.BENCH_MAIN;
  if (!main) execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: serverDir, stdio: 'inherit' });
  const caminos: Camino[] = [await startCamino('SQLite', undefined, { main })];
  if (mysqlUrl) caminos.push(await startCamino('MySQL', mysqlUrl, { main }));
  const procs: Proc[] = [];
  const answersFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'camino-bench-answers-')), 'answers.json');
  try {
    // The baselines answer with exactly the bytes Camino answers (uncompressed, as autocannon
    // asks), its headers included: captured off the wire, then checked on every server.
    const reference = new Map<string, WireAnswer>();
    const answers: Record<string, ReplayedAnswer> = {};
    for (const t of TARGETS) {
      const answer = await wireGet(caminos[0]!.proc.base, t.path, t.member ? caminos[0]!.auth : {});
      if (!answer.statusLine.startsWith('HTTP/1.1 200 '))
        throw new Error(`${t.path} answered ${answer.statusLine}`);
      reference.set(t.path, answer);
      answers[t.path] = { headers: headersToReplay(answer), body: answer.body.toString('base64') };
    }
    writeFileSync(answersFile, JSON.stringify(answers));
    const baseline = ['--import', 'tsx', 'bench/baseline-server.ts'];
    const bare = await start('bare Express', [...baseline, 'express', answersFile], {});
    const fastify = await start('Fastify', [...baseline, 'fastify', answersFile], {});
    const raw = await start('raw node:http', [...baseline, 'node', answersFile], {});
    procs.push(bare, fastify, raw);
    await assertSameBytes(reference, [
      { name: 'bare Express', base: bare.base, auth: caminos[0]!.auth },
      { name: 'Fastify', base: fastify.base, auth: caminos[0]!.auth, nameCase: 'insensitive' },
      { name: 'raw node:http', base: raw.base, auth: caminos[0]!.auth },
      ...caminos.map((c) => ({ name: `Camino ${c.label}`, base: c.proc.base, auth: c.auth })),
    ]);

    type Key = string;
    const runs = new Map<Key, Run[]>();
    const add = (key: Key, run: Run) => runs.set(key, [...(runs.get(key) ?? []), run]);
    // Every server gets the same requests: a member's carry the member's Authorization header
    // (~250 bytes Node parses before any code runs), which a baseline receives and ignores.
    const memberAuth = caminos[0]!.auth;
    const asked = (t: Target): Record<string, string> => (t.member ? memberAuth : {});
    const servers = [
      ...(
        [
          ['express', bare],
          ['node', raw],
          ['fastify', fastify],
        ] as const
      ).map(([key, p]) => ({ key, base: p.base, pid: p.child.pid, headers: asked, camino: null })),
      ...caminos.map((c) => ({
        key: c.label,
        base: c.proc.base,
        pid: c.proc.child.pid,
        headers: (t: Target) => (t.member ? c.auth : {}),
        camino: c,
      })),
    ];

    const alone = <T>(active: number[], work: () => Promise<T>) =>
      pausingOthers(
        servers.map((s) => s.pid!),
        active,
        work,
      );

    // Warm-up (JIT, caches, connection pools), not counted.
    for (const t of TARGETS)
      for (const s of servers) await load(s.base + t.path, s.headers(t), { duration: 1 });

    // Runs are interleaved round after round, and in each round every Camino run of a route sits
    // between two bare Express runs of it: each round gives a ratio to the mean of the two around
    // it, so a slow spell of the machine (a shared VM) weighs on both sides of the ratio alike.
    // The servers between those two take turns at going first: a server that always ran after
    // another would always inherit what that one leaves behind (its collector finishing, its
    // sockets closing) on the shared core.
    const [express, ...others] = servers;
    for (let round = 1; round <= ROUNDS; round++) {
      process.stdout.write(`  round ${round}/${ROUNDS} ...\n`);
      const turn = (round - 1) % others.length;
      const order = [express!, ...others.slice(turn), ...others.slice(0, turn), express!];
      for (const t of TARGETS) {
        for (const s of order) {
          const measure = () => alone([s.pid!], () => load(s.base + t.path, s.headers(t), { pid: s.pid }));
          add(`${s.key} ${t.path}`, s.camino ? await sampled(s.camino, measure) : await measure());
        }
      }
    }

    const rpsOf = (key: Key) => runs.get(key)!.map((r) => r.rps);
    // CPU time per request (median of the runs): unlike requests/s it holds when the machine is too
    // busy to keep a server's core saturated, so the detail shows it beside each ratio.
    const cpuOf = (key: Key) => median(runs.get(key)!.map((r) => r.cpuUs));
    console.log('');
    for (const t of TARGETS) {
      const express = rpsOf(`express ${t.path}`);
      // Bare Express ran twice a round: before the others and after them.
      const around = (round: number) => (express[2 * round]! + express[2 * round + 1]!) / 2;
      const node = rpsOf(`node ${t.path}`);
      const fast = rpsOf(`fastify ${t.path}`);
      // The goals against Fastify and raw node:http are the content routes' (members' reads).
      const goals = t.group === 'content';
      for (const c of caminos) {
        const ours = rpsOf(`${c.label} ${t.path}`);
        const rates =
          `${median(ours).toFixed(0)} req/s; bare Express ${median(express).toFixed(0)}, ` +
          `Fastify ${median(fast).toFixed(0)}, raw node:http ${median(node).toFixed(0)}`;
        const ratio = median(ours.map((rps, round) => rps / around(round)));
        report({
          figure: `${t.name} ${c.label} / bare Express`,
          value: ratio * 100,
          unit: '%',
          goal: `≥ ${RATIO_GOAL * 100} %`,
          within: ratio >= RATIO_GOAL,
          detail: `median of each round's ratio to the bare Express runs around it; ${rates}`,
        });
        // Each round's ratio to the same round's run of the baseline, then their median.
        for (const [label, key, baselineRuns, goal] of [
          ['Fastify', 'fastify', fast, FASTIFY_GOAL],
          ['raw node:http', 'node', node, NODE_GOAL],
        ] as const) {
          const ratioTo = median(ours.map((rps, round) => rps / baselineRuns[round]!));
          report({
            figure: `${t.name} ${c.label} / ${label}`,
            value: ratioTo * 100,
            unit: '%',
            goal: goals ? `≥ ${goal * 100} %` : '',
            within: goals ? ratioTo >= goal : null,
            detail:
              `median of each round's ratio; ${median(ours).toFixed(0)} vs ${median(baselineRuns).toFixed(0)} req/s; ` +
              `CPU per request ${cpuOf(`${c.label} ${t.path}`).toFixed(0)} vs ${cpuOf(`${key} ${t.path}`).toFixed(0)} µs`,
          });
        }
      }
      report({
        figure: `${t.name} bare Express / raw node:http`,
        value: (median(express) / median(node)) * 100,
        unit: '%',
        goal: '',
        within: null,
      });
      report({
        figure: `${t.name} Fastify / raw node:http`,
        value: (median(fast) / median(node)) * 100,
        unit: '%',
        goal: '',
        within: null,
      });
    }

    // The content routes' goals once more, head to head (head-to-head.ts).
    console.log('');
    for (const t of TARGETS.filter((x) => x.group === 'content')) {
      for (const c of caminos) {
        for (const [label, p, goal] of [
          ['Fastify', fastify, FASTIFY_GOAL],
          ['raw node:http', raw, NODE_GOAL],
        ] as const) {
          report(
            await headToHeadFigure({
              figure: `${t.name} ${c.label} / ${label}, head to head`,
              path: t.path,
              camino: c,
              baseline: { base: p.base, pid: p.child.pid!, headers: asked(t) },
              goal,
              rounds: ROUNDS,
              durationS: DURATION_S,
              alone,
            }),
          );
        }
      }
    }

    // Latency at a fixed rate of 1,000 requests/s on the two content routes, requests evenly
    // spaced (fixed-rate.ts). autocannon's own rate (-R) is shown beside for information: a quota
    // per connection and second, sent as fast as answers come, so each second starts with a burst
    // of up to 1,000 requests on 50 connections and its p99 measures that burst (bare Express
    // serving the same bytes gets the same treatment).
    console.log('');
    // BENCH_THROUGHPUT_ONLY=1 stops after the requests/s figures (a quicker loop while iterating).
    const latencyTargets = process.env.BENCH_THROUGHPUT_ONLY ? [] : TARGETS;
    for (const t of latencyTargets.filter((x) => x.group === 'content')) {
      const latencyOf = (base: string, headers: Record<string, string>) =>
        fixedRateInChild(base + t.path, headers, {
          rate: FIXED_RATE,
          durationS: DURATION_S,
          connections: CONNECTIONS,
        });
      const floor: number[] = [];
      const burstFloor: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        floor.push((await latencyOf(bare.base, asked(t))).p99);
        burstFloor.push((await load(bare.base + t.path, asked(t), { overallRate: FIXED_RATE })).p99);
      }
      report({
        figure: `${t.name} bare Express p99 at ${FIXED_RATE} req/s`,
        value: median(floor),
        unit: 'ms',
        goal: '',
        within: null,
        detail: `autocannon -R ${FIXED_RATE}: ${median(burstFloor).toFixed(1)} ms`,
      });
      for (const c of caminos) {
        const headers = t.member ? c.auth : {};
        const p99s: number[] = [];
        const bursts: number[] = [];
        for (let i = 0; i < RUNS; i++) {
          p99s.push((await sampled(c, () => latencyOf(c.proc.base, headers))).p99);
          const burst = await sampled(c, () =>
            load(c.proc.base + t.path, headers, { overallRate: FIXED_RATE }),
          );
          bursts.push(burst.p99);
        }
        const p99 = median(p99s);
        report({
          figure: `${t.name} ${c.label} p99 at ${FIXED_RATE} req/s`,
          value: p99,
          unit: 'ms',
          goal: `< ${P99_GOAL_MS} ms`,
          within: p99 < P99_GOAL_MS,
          detail: `evenly spaced; autocannon -R ${FIXED_RATE}: ${median(bursts).toFixed(1)} ms`,
        });
      }
    }

    console.log('');
    for (const c of caminos) {
      report({
        figure: `Server RSS under load, ${c.label} (peak)`,
        value: c.peakRss,
        unit: 'MB',
        goal: `≤ ${RSS_GOAL_MB} MB`,
        within: c.peakRss <= RSS_GOAL_MB,
      });
    }
  } finally {
    await Promise.all(procs.map(stop));
    for (const c of caminos) await c.close();
    rmSync(path.dirname(answersFile), { recursive: true, force: true });
  }
}

/**
 * Fails the bench before anything is measured unless every server answers each target with the
 * reference's bytes (Date aside): a ratio between different answers would mean nothing.
 */
async function assertSameBytes(
  reference: Map<string, WireAnswer>,
  servers: Array<{
    name: string;
    base: string;
    auth: Record<string, string>;
    nameCase?: 'exact' | 'insensitive';
  }>,
): Promise<void> {
  const problems: string[] = [];
  for (const t of TARGETS) {
    for (const s of servers) {
      const answer = await wireGet(s.base, t.path, t.member ? s.auth : {});
      for (const p of wireDifferences(reference.get(t.path)!, answer, s.nameCase)) {
        problems.push(`${s.name} ${t.path}: ${p}`);
      }
    }
  }
  if (problems.length > 0) {
    throw new Error(`the servers compared do not send the same bytes:\n  ${problems.join('\n  ')}`);
  }
  console.log(
    `  Same bytes checked: ${servers.map((s) => s.name).join(', ')} answer each route exactly as Camino ` +
      '(Date aside; Fastify writes header names in lower case)',
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
