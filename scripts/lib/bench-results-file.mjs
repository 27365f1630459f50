// The file every part of `npm run bench` writes its figures to and the summary reads:
// bench/results/latest.json (not committed), or BENCH_RESULTS (a run beside someone else's, which
// must not clobber theirs). A relative BENCH_RESULTS is taken from where npm was started
// (INIT_CWD): `npm run bench` runs the server's part in server/ and the rest at the root, and all
// of them must name the same file.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const RESULTS_FILE = process.env.BENCH_RESULTS
  ? path.resolve(process.env.INIT_CWD ?? process.cwd(), process.env.BENCH_RESULTS)
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'bench', 'results', 'latest.json');
