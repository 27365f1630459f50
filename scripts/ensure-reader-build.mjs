// Builds the web reader (the browser's files in web-reader/dist and the server's pre-render module in
// web-reader/dist-ssr) when either is missing or older than any of its sources, so `npm start`
// always serves the current reader without rebuilding when nothing changed.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildState } from './lib/build-freshness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Both halves of the build: the browser's page and the server's pre-render module.
const BUILT = ['web-reader/dist/index.html', 'web-reader/dist-ssr/entry-server.js'];

// Everything the build reads: the reader's sources and config, and the shared schemas it imports.
const SOURCES = [
  'web-reader/src',
  'web-reader/public',
  'web-reader/index.html',
  'web-reader/vite.config.ts',
  'web-reader/build',
  'web-reader/postcss.config.cjs',
  'web-reader/tsconfig.json',
  'web-reader/package.json',
  'schemas/src',
];

const state = buildState(root, BUILT, SOURCES);
if (state === 'fresh') {
  console.log('web reader: build is up to date');
} else {
  console.log(
    state === 'missing' ? 'web reader: no build yet, building…' : 'web reader: sources changed, rebuilding…',
  );
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build', '-w', '@camino/web-reader'], {
    cwd: root,
    stdio: 'inherit',
    // The server may run with NODE_ENV=development (the e2e suite does); the reader it serves is
    // still the production build.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    console.error('web reader: the build failed (see above)');
    process.exit(result.status ?? 1);
  }
}
