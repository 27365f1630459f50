// What 8 clients sending costly searches as fast as they can do to everyone else's searches: the
// search library served over HTTP (the real app on 127.0.0.1), one visitor after another asking
// the mixed queries (each a new client address, as different people are), their median latency
// measured alone and then beside 8 clients looping over digit-heavy 200-character queries (each
// its own address). Before the caps and the meter, the 8 moved the others' median from
// 1.8 ms to 4.5 s on a 5,800-chapter library.
import type { AddressInfo } from 'node:net';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { createApp } from '../../src/app';
import { median } from '../results';
import type { BenchLibrary } from './library';

const COSTLY_CLIENTS = 8;
const OTHER_SEARCHES = 150;

export interface CostlyFigures {
  /** The others' median latency in ms, alone and beside the costly clients. */
  alone: number;
  beside: number;
  /** What the costly clients got: searches answered, refused (429) and anything else. */
  answered: number;
  refused: number;
  other: number;
}

export async function measureCostlyClients(library: BenchLibrary, queries: readonly string[]) {
  const { app } = createApp({
    config: { ...library.config, trustProxy: 1 },
    db: library.db,
    logger: pino({ level: 'silent' }),
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/search`;
  const search = (q: string, client: string) =>
    fetch(`${base}?${new URLSearchParams({ q, lang: 'es' })}`, { headers: { 'X-Forwarded-For': client } });

  let visitor = 0;
  const others = async (): Promise<number> => {
    const times: number[] = [];
    for (let i = 0; i < OTHER_SEARCHES; i++) {
      visitor += 1;
      const started = performance.now();
      const res = await search(queries[i % queries.length]!, `10.1.${visitor >> 8}.${visitor & 255}`);
      await res.arrayBuffer();
      times.push(performance.now() - started);
    }
    return median(times);
  };

  try {
    await others(); // warm-up: the index is built and the paths are hot
    const alone = await others();
    const clients = fork(
      fileURLToPath(new URL('./costly-worker.ts', import.meta.url)),
      [base, String(COSTLY_CLIENTS)],
      { execArgv: ['--import', 'tsx'] },
    );
    const counts = new Promise<Omit<CostlyFigures, 'alone' | 'beside'>>((resolve, reject) => {
      clients.once('message', (message) => resolve(message as Omit<CostlyFigures, 'alone' | 'beside'>));
      clients.once('error', reject);
    });
    const beside = await others();
    clients.send('stop');
    const { answered, refused, other } = await counts;
    return { alone, beside, answered, refused, other } satisfies CostlyFigures;
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}
