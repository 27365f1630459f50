// Bundles the server (server/dist/main.js) when it is missing or older than any of its sources,
// so `npm start` runs the current code as plain JavaScript.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildState } from './lib/build-freshness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES = [
  'server/src',
  'server/scripts',
  'server/package.json',
  'schemas/src',
  'schemas/package.json',
];

const state = buildState(root, 'server/dist/main.js', SOURCES);
if (state === 'fresh') {
  console.log('server: build is up to date');
} else {
  console.log(
    state === 'missing' ? 'server: no build yet, building…' : 'server: sources changed, rebuilding…',
  );
  const result = spawnSync(process.execPath, [path.join(root, 'server', 'scripts', 'build.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('server: the build failed (see above)');
    process.exit(result.status ?? 1);
  }
}
