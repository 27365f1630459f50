// The 8 costly clients of costly-clients.ts, in a process of their own so their HTTP client work
// does not share the server's event loop: each sends a digit-heavy 200-character search as soon
// as its last one is answered, from its own address, until told to stop; then reports its counts.
import { SEARCH_QUERY_MAX } from '@camino/schemas/api/search';

const [base = '', clients = '8'] = process.argv.slice(2);

/** A digit-heavy query of the longest length, different each time (no answer comes from a cache). */
export const costlyQuery = (n: number) =>
  Array.from({ length: 101 }, (_, i) => String((i * 7 + n) % 10))
    .join(' ')
    .slice(0, SEARCH_QUERY_MAX - 6)
    .concat(` ${String(n % 100_000).padStart(5, '0')}`);

let running = true;
const counts = { answered: 0, refused: 0, other: 0 };
process.once('message', () => {
  running = false;
});

await Promise.all(
  Array.from({ length: Number(clients) }, async (_, c) => {
    for (let n = c * 10_000; running; n++) {
      const res = await fetch(`${base}?${new URLSearchParams({ q: costlyQuery(n), lang: 'es' })}`, {
        headers: { 'X-Forwarded-For': `10.2.0.${c + 1}` },
      });
      await res.arrayBuffer();
      if (res.status === 200) counts.answered += 1;
      else if (res.status === 429) counts.refused += 1;
      else counts.other += 1;
    }
  }),
);
process.send!(counts, () => process.disconnect());
