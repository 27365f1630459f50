// What the search benchmark measures: the first full index build (loading included) and the
// resident memory it adds, then the latency and CPU time of each query through the search service.
import type { BenchLibrary } from './library';

export interface BuildFigures {
  seconds: number;
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
}

const rssMb = () => process.memoryUsage().rss / 1024 / 1024;
const gc = (globalThis as { gc?: () => void }).gc;

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

export async function measureBuild({ services }: BenchLibrary): Promise<BuildFigures> {
  gc?.();
  const before = rssMb();
  const started = performance.now();
  await services.search.settled();
  const seconds = (performance.now() - started) / 1000;
  gc?.();
  return { seconds, addedMb: rssMb() - before, afterGc: gc !== undefined };
}

/**
 * The queries one after another as the member, every fifth in English. CPU time is measured
 * beside the latency: on a busy machine wall-clock percentiles measure the wait for a core as
 * much as the search.
 */
export async function measureQueries(
  { services, memberId }: BenchLibrary,
  queries: readonly string[],
): Promise<QueryFigures> {
  const times: number[] = [];
  const cpuBefore = process.cpuUsage();
  for (const [i, text] of queries.entries()) {
    const t = performance.now();
    await services.search.search({ text, language: i % 5 === 0 ? 'en' : 'es', userId: memberId });
    times.push(performance.now() - t);
  }
  const cpu = process.cpuUsage(cpuBefore);
  times.sort((a, b) => a - b);
  return {
    times,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    cpuMs: (cpu.user + cpu.system) / 1000 / times.length,
  };
}
