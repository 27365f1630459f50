// `npm run bench` (last): every figure of bench/results/latest.json with its goal, and how many
// are over. Exits with 1 when any figure is over its goal.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// BENCH_RESULTS as in server/bench/results.ts: relative to where npm was started (INIT_CWD).
const file = process.env.BENCH_RESULTS
  ? path.resolve(process.env.INIT_CWD ?? process.cwd(), process.env.BENCH_RESULTS)
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'bench', 'results', 'latest.json');
const results = JSON.parse(readFileSync(file, 'utf8'));
const withGoal = results.figures.filter((f) => f.within !== null);
const over = withGoal.filter((f) => !f.within);

console.log(`\nSummary (${path.relative(process.cwd(), file)}, started ${results.started_at})`);
for (const f of withGoal) {
  const digits = ['KB', '%', 's'].includes(f.unit) || (f.unit === 'ms' && f.value < 100) ? 1 : 0;
  const value = `${f.value.toFixed(digits)} ${f.unit}`.trim();
  console.log(
    `  ${f.figure.padEnd(58)} ${value.padStart(13)}  ${f.goal.padEnd(10)} ${f.within ? 'within' : 'over'}`,
  );
}
console.log(`\n${withGoal.length - over.length} of ${withGoal.length} figures within their goals.`);
if (over.length > 0) process.exit(1);
