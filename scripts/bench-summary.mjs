// `npm run bench` (last): every figure of bench/results/latest.json with its goal, and how many
// are over. Exits with 1 when any figure is over its goal.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RESULTS_FILE } from './lib/bench-results-file.mjs';

const results = JSON.parse(readFileSync(RESULTS_FILE, 'utf8'));
const withGoal = results.figures.filter((f) => f.within !== null);
const over = withGoal.filter((f) => !f.within);

console.log(`\nSummary (${path.relative(process.cwd(), RESULTS_FILE)}, started ${results.started_at})`);
for (const f of withGoal) {
  const digits = ['KB', '%', 's'].includes(f.unit) || (f.unit === 'ms' && f.value < 100) ? 1 : 0;
  const value = `${f.value.toFixed(digits)} ${f.unit}`.trim();
  console.log(
    `  ${f.figure.padEnd(58)} ${value.padStart(13)}  ${f.goal.padEnd(10)} ${f.within ? 'within' : 'over'}`,
  );
}
console.log(`\n${withGoal.length - over.length} of ${withGoal.length} figures within their goals.`);
if (over.length > 0) process.exit(1);
