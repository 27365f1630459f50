// Latency at a fixed request rate, measured the way wrk2 does it: requests are due evenly, one
// every 1/rate s, whatever the server does (open loop), on a pool of keep-alive connections, and
// each latency counts from the moment its request was due. A stall is then charged to every
// request it holds up (no coordinated omission), and no second starts with a burst, as it does with
// autocannon's rate, which is a quota per connection and second sent as fast as answers come.
import { execFile } from 'node:child_process';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

export interface FixedRateOptions {
  rate: number;
  durationS: number;
  connections: number;
  /** Requests due in the first `warmupS` seconds are sent but not counted (sockets opening). */
  warmupS?: number;
}

export interface FixedRateResult {
  p50: number;
  p99: number;
  max: number;
  counted: number;
}

/** The value below which `q` (0–1) of the sorted samples lie. */
export function percentile(sorted: Float64Array, q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

export async function fixedRate(
  url: string,
  headers: Record<string, string>,
  { rate, durationS, connections, warmupS = 1 }: FixedRateOptions,
): Promise<FixedRateResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const interval = 1000 / rate;
  const total = Math.round(rate * (durationS + warmupS));
  const skipped = Math.round(rate * warmupS);
  const latencies = new Float64Array(total - skipped);
  const failures: string[] = [];
  let done = 0;

  try {
    await new Promise<void>((resolve) => {
      const start = performance.now();
      let next = 0;
      const finish = (index: number, due: number, failure?: string) => {
        if (failure) failures.push(failure);
        if (index >= skipped) latencies[index - skipped] = performance.now() - due;
        if (++done === total) resolve();
      };
      const send = (index: number, due: number) => {
        const req = http.get(url, { agent, headers }, (res) => {
          res.resume();
          res.once('end', () =>
            finish(index, due, res.statusCode === 200 ? undefined : `status ${res.statusCode}`),
          );
        });
        req.once('error', (err) => finish(index, due, err.message));
      };
      const tick = () => {
        const now = performance.now();
        while (next < total && start + next * interval <= now) {
          send(next, start + next * interval);
          next++;
        }
        if (next === total) return;
        // A timer wakes up to ~1 ms late: sleep on one only while the next request is further off
        // than that, then yield turn by turn (this process has a core of its own).
        const wait = start + next * interval - performance.now();
        if (wait > 2) setTimeout(tick, wait - 1.5);
        else setImmediate(tick);
      };
      tick();
    });
  } finally {
    agent.destroy();
  }
  if (failures.length > 0) {
    throw new Error(`${url}: ${failures.length} failed requests, first: ${failures[0]}`);
  }
  const sorted = latencies.sort();
  return {
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: sorted[sorted.length - 1] ?? 0,
    counted: sorted.length,
  };
}

/**
 * fixedRate in a process of its own (on this process's cores): a fresh, small heap, so the load
 * generator's own garbage collection (the bench's process has run every other measurement) is
 * not charged to the server as latency. wrk2, written in C, has none.
 */
export function fixedRateInChild(
  url: string,
  headers: Record<string, string>,
  options: FixedRateOptions,
): Promise<FixedRateResult> {
  const args = ['--import', 'tsx', fileURLToPath(import.meta.url), JSON.stringify({ url, headers, options })];
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, (err, stdout, stderr) => {
      if (err) reject(new Error(`fixed-rate client failed: ${stderr || err.message}`));
      else resolve(JSON.parse(stdout) as FixedRateResult);
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { url, headers, options } = JSON.parse(process.argv[2]!) as {
    url: string;
    headers: Record<string, string>;
    options: FixedRateOptions;
  };
  fixedRate(url, headers, options).then(
    (result) => process.stdout.write(JSON.stringify(result)),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
