// What the search benchmark measures: the first full index build (loading included) and the
// resident memory it adds, then the latency and CPU time of each query through the search service.
import { WARM_UP_QUERIES } from './corpus';
import type { BenchLibrary } from './library';

export interface BuildFigures {
  seconds: number;
  /** CPU time of the build in s (this process; the wall-clock time also holds the wait for a core). */
  cpuSeconds: number;
  /** Resident memory added by the build, after GC when run with --expose-gc. */
  addedMb: number;
  afterGc: boolean;
}

export interface QueryFigures {
  /** Each query's wall-clock time in ms, sorted. */
  times: number[];
  p50: number;
  p95: number;
  /** Mean CPU time per query in ms (user + system of this process). */
  cpuMs: number;
  /** The 95th percentile of each query's own CPU time in ms (what the wait for a core leaves out). */
  cpuP95: number;
}

const rssMb = () => process.memoryUsage().rss / 1024 / 1024;
const gc = (globalThis as { gc?: () => void }).gc;

/** A process.cpuUsage() difference in ms. */
const cpuOf = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

export async function measureBuild({ services }: BenchLibrary): Promise<BuildFigures> {
  gc?.();
  const before = rssMb();
  const started = performance.now();
  const cpu = process.cpuUsage();
  await services.search.settled();
  const seconds = (performance.now() - started) / 1000;
  const cpuSeconds = cpuOf(process.cpuUsage(cpu)) / 1000;
  gc?.();
  return { seconds, cpuSeconds, addedMb: rssMb() - before, afterGc: gc !== undefined };
}

/**
 * The queries one after another as the member, every fifth in English, after the warm-up ones. CPU time is measured
 * beside the latency: on a busy machine wall-clock percentiles measure the wait for a core as
 * much as the search.
 */
export async function measureQueries(
  { services, memberId }: BenchLibrary,
  queries: readonly string[],
): Promise<QueryFigures> {
  for (const [text, language] of WARM_UP_QUERIES) {
    await services.search.search({ text, language, userId: memberId });
  }
  const times: number[] = [];
  const cpuTimes: number[] = [];
  for (const [i, text] of queries.entries()) {
    const cpu = process.cpuUsage();
    const t = performance.now();
    await services.search.search({ text, language: i % 5 === 0 ? 'en' : 'es', userId: memberId });
    times.push(performance.now() - t);
    cpuTimes.push(cpuOf(process.cpuUsage(cpu)));
  }
  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  return {
    times,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    cpuMs: cpuTimes.reduce((sum, ms) => sum + ms, 0) / cpuTimes.length,
    cpuP95: percentile(cpuTimes, 0.95),
  };
}
