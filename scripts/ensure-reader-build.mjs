// Builds the web reader (the browser's files in web-reader/dist and the server's pre-render module in
// web-reader/dist-ssr) when either is missing or older than any of its sources, so `npm start`
// always serves the current reader without rebuilding when nothing changed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reader = path.join(root, 'web-reader');
// Both halves of the build: the browser's page and the server's pre-render module.
const BUILT = [path.join(reader, 'dist', 'index.html'), path.join(reader, 'dist-ssr', 'entry-server.js')];

// Everything the build reads: the reader's sources and config, and the shared schemas it imports.
const SOURCES = [
  'web-reader/src',
  'web-reader/public',
  'web-reader/index.html',
  'web-reader/vite.config.ts',
  'web-reader/postcss.config.cjs',
  'web-reader/tsconfig.json',
  'web-reader/package.json',
  'schemas/src',
];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, name)));
  return newest;
}

const builtAt = Math.min(...BUILT.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
const changedAt = Math.max(...SOURCES.map((source) => newestMtime(path.join(root, source))));

if (builtAt >= changedAt) {
  console.log('web reader: build is up to date');
} else {
  console.log(builtAt ? 'web reader: sources changed, rebuilding…' : 'web reader: no build yet, building…');
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
