// Builds the desktop admin (desktop-admin/out: main, preload and renderer) when it is missing or
// older than any of its sources, so its end-to-end suite reuses the build the unit tests made.
// The `electron` package is hidden from the build: it never needs it (Electron is external to the
// bundle), and on a machine that could not download Electron's binary npm leaves it out, so every
// build proves the app builds there (desktop-admin/src/build-without-electron.test.ts).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildState } from './lib/build-freshness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUILT = ['desktop-admin/out/main/index.js', 'desktop-admin/out/renderer/index.html'];
const SOURCES = [
  'desktop-admin/src',
  'desktop-admin/electron.vite.config.ts',
  'desktop-admin/package.json',
  'admin-ui/src',
  'schemas/src',
];

/** Builds into desktop-admin/out with `electron` unresolvable; throws on failure. */
function buildDesktop() {
  const env = {
    ...process.env,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${JSON.stringify(path.join(root, 'scripts/lib/hide-electron.cjs'))}`,
  };
  // electron-vite would take its targets from this instead of the pinned version (electron.vite.config.ts).
  delete env.ELECTRON_MAJOR_VER;
  const electronVite = path.join(root, 'node_modules/electron-vite/bin/electron-vite.js');
  const result = spawnSync(process.execPath, [electronVite, 'build'], {
    cwd: path.join(root, 'desktop-admin'),
    env,
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`desktop admin: the build failed\n${result.stdout}${result.stderr}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // --always: the unit test that proves the build, whose output the e2e suite then reuses.
  const state = process.argv.includes('--always') ? 'forced' : buildState(root, BUILT, SOURCES);
  if (state === 'fresh') {
    console.log('desktop admin: build is up to date');
  } else {
    const why = { missing: 'no build yet', stale: 'sources changed', forced: 'asked to' }[state];
    console.log(`desktop admin: ${why}, building…`);
    try {
      buildDesktop();
    } catch (error) {
      console.error(error.message);
      process.exit(1);
    }
    console.log('desktop admin: built desktop-admin/out');
  }
}
