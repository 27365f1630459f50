// `npm test`: every stage of the suite in order of cost, each one a package script that also runs
// alone (`npm run test:unit`, `test:e2e`, `test:desktop`). The first stage to fail stops the run
// (what follows would only wait longer to say less), and the run ends with one table: each
// stage's count and time, so the minutes show where they go.
import { spawn } from 'node:child_process';

const STAGES = [
  { name: 'build', script: 'test:build', what: 'the reader and the server, when stale' },
  {
    name: 'unit',
    script: 'test:unit',
    what: 'vitest: schemas, server (SQLite, MySQL), reader, admin UI, desktop',
  },
  { name: 'e2e', script: 'test:e2e', what: "the reader's end-to-end suite in Chromium" },
  { name: 'desktop', script: 'test:desktop', what: "the desktop renderer's end-to-end suite" },
];

/** The count a runner printed last: vitest's summary reporter, or Playwright's list reporter. */
function countIn(printed) {
  // eslint-disable-next-line no-control-regex -- the colours a terminal run prints
  const output = printed.replace(/\x1b\[[0-9;]*m/g, '');
  const vitest = [...output.matchAll(/^(\d+) passed, (\d+) failed, (\d+) skipped$/gm)].at(-1);
  if (vitest) return `${vitest[1]} passed, ${vitest[2]} failed, ${vitest[3]} skipped`;
  const playwright = [...output.matchAll(/^ {2}(\d+) (passed|failed|flaky|skipped|did not run)\b/gm)];
  return playwright.map((m) => `${m[1]} ${m[2]}`).join(', ');
}

function run(stage) {
  return new Promise((resolve) => {
    const started = Date.now();
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const child = spawn(npm, ['run', '--silent', stage.script], {
      stdio: ['inherit', 'pipe', 'inherit'],
      // Piped for the counts, yet still in colour when the run is watched in a terminal.
      env: process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env,
    });
    let output = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      // Only the tail holds the counts; a long log is not kept whole.
      output = (output + chunk).slice(-20_000);
    });
    child.on('close', (code) =>
      resolve({ ...stage, code: code ?? 1, seconds: (Date.now() - started) / 1000, count: countIn(output) }),
    );
  });
}

const clock = (seconds) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;

const results = [];
for (const stage of STAGES) {
  console.log(`\n=== npm test: ${stage.name} (${stage.what}) ===\n`);
  const result = await run(stage);
  results.push(result);
  if (result.code !== 0) break;
}

const total = results.reduce((sum, r) => sum + r.seconds, 0);
console.log('\n=== npm test summary ===');
for (const stage of STAGES) {
  const r = results.find((x) => x.name === stage.name);
  const state = !r ? 'not run' : r.code === 0 ? 'ok' : `FAILED (exit ${r.code})`;
  console.log(
    `  ${stage.name.padEnd(8)} ${(r ? clock(r.seconds) : '-').padStart(6)}  ${state.padEnd(16)} ${r?.count ?? ''}`,
  );
}
console.log(`  ${'total'.padEnd(8)} ${clock(total).padStart(6)}`);
const failed = results.find((r) => r.code !== 0);
if (failed) console.log(`\nStopped at "${failed.name}": run it alone with \`npm run ${failed.script}\`.`);
process.exit(failed ? failed.code : 0);
