// Run before `npm run desktop` and `npm run desktop:package`: says in one line what to install
// when Electron is missing, instead of electron-vite's stack trace.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { electronProblem } from './lib/electron-problem.mjs';

const desktop = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'desktop-admin');
const manifest = JSON.parse(readFileSync(path.join(desktop, 'package.json'), 'utf8'));
const requireFromDesktop = createRequire(path.join(desktop, 'package.json'));

const problem = electronProblem(() => requireFromDesktop('electron'), manifest.optionalDependencies.electron);
if (problem) {
  console.error(problem);
  process.exit(1);
}
