// Head to head: two servers loaded at the same time, both pinned to core 0, each by its own
// autocannon on core 1. The kernel shares the core between the two busy processes, so the ratio
// of requests each answers is the inverse ratio of what a request costs each, measured in the very
// same seconds. Why beside run.ts's interleaved rounds: on a shared VM the machine's speed moved
// by up to half from one 5-second run to the next (raw node:http read 15k and 28k requests/s a
// minute apart), which decided single rounds; head to head, both sides of a ratio see the same
// machine, and a run's rounds agreed within a few percent (session 13). Not within a whole run of
// another: in a spell when the machine was about twice as slow, Camino read 88–93 % of Fastify
// against 103–115 % in a faster one (such a spell does not slow every server alike).
import autocannon from 'autocannon';
import { sampled, type Camino } from './camino-process';
import { cpuMs } from './processes';
import { median, type Figure } from './results';

export interface Contender {
  base: string;
  pid: number;
  headers: Record<string, string>;
}

export interface HeadToHeadRound {
  /** Requests/s of `a` over those of `b`, answered at the same time. */
  ratio: number;
  /** CPU time per request of each, in µs. */
  cpuA: number;
  cpuB: number;
}

const CONNECTIONS = 50;

async function loadOf(c: Contender, path: string, durationS: number) {
  const result = await autocannon({
    url: c.base + path,
    connections: CONNECTIONS,
    duration: durationS,
    headers: c.headers,
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${c.base}${path}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return result;
}

/** One round: `a` and `b` loaded together for `durationS` seconds. */
export async function headToHead(
  a: Contender,
  b: Contender,
  path: string,
  durationS: number,
): Promise<HeadToHeadRound> {
  const cpuBefore = [cpuMs(a.pid), cpuMs(b.pid)];
  const [ra, rb] = await Promise.all([loadOf(a, path, durationS), loadOf(b, path, durationS)]);
  const cpuA = ((cpuMs(a.pid) - cpuBefore[0]!) * 1000) / ra.requests.total;
  const cpuB = ((cpuMs(b.pid) - cpuBefore[1]!) * 1000) / rb.requests.total;
  return { ratio: ra.requests.average / rb.requests.average, cpuA, cpuB };
}

/**
 * A goal figure measured head to head: `rounds` rounds of Camino against `baseline` on `path`
 * (each with every other server stopped, `alone`), the median of their ratios.
 */
export async function headToHeadFigure(options: {
  figure: string;
  path: string;
  camino: Camino;
  baseline: Contender;
  goal: number;
  rounds: number;
  durationS: number;
  alone: <T>(active: number[], work: () => Promise<T>) => Promise<T>;
}): Promise<Figure> {
  const { camino, baseline, rounds: count } = options;
  const ours = { base: camino.proc.base, pid: camino.proc.child.pid!, headers: camino.auth };
  const rounds: HeadToHeadRound[] = [];
  for (let round = 0; round < count; round++) {
    const run = () => headToHead(ours, baseline, options.path, options.durationS);
    rounds.push(await sampled(camino, () => options.alone([ours.pid, baseline.pid], run)));
  }
  const ratio = median(rounds.map((r) => r.ratio));
  const each = rounds.map((r) => (r.ratio * 100).toFixed(0)).join(', ');
  return {
    figure: options.figure,
    value: ratio * 100,
    unit: '%',
    goal: `≥ ${options.goal * 100} %`,
    within: ratio >= options.goal,
    detail:
      `both loaded at once on core 0; median of ${count} rounds (${each} %); CPU per request ` +
      `${median(rounds.map((r) => r.cpuA)).toFixed(0)} vs ${median(rounds.map((r) => r.cpuB)).toFixed(0)} µs`,
  };
}
