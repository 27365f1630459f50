// Proves the desktop app builds where npm dropped the optional `electron` package (its binary
// download failed): `npm install && npm test` must pass on such a machine with no variable set.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const DESKTOP_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ELECTRON_VITE = path.resolve(DESKTOP_DIR, '../node_modules/electron-vite/bin/electron-vite.js');

// Preloaded into the build: every lookup of the `electron` package fails, as when npm left it out.
const HIDE_ELECTRON = `
const Module = require('node:module');
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  if (request === 'electron' || request.startsWith('electron/')) {
    const error = new Error("Cannot find module '" + request + "'");
    error.code = 'MODULE_NOT_FOUND';
    throw error;
  }
  return resolve.call(this, request, ...rest);
};
`;

describe('desktop build without the electron package', () => {
  let dir: string;
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('builds main, preload and renderer, targeting the pinned Electron', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'camino-desktop-build-'));
    const hook = path.join(dir, 'hide-electron.cjs');
    await writeFile(hook, HIDE_ELECTRON);
    const env = { ...process.env, NODE_OPTIONS: `--require ${hook}` };
    delete env.ELECTRON_MAJOR_VER;
    await promisify(execFile)(process.execPath, [ELECTRON_VITE, 'build', '--outDir', path.join(dir, 'out')], {
      cwd: DESKTOP_DIR,
      env,
    });
    const main = await readFile(path.join(dir, 'out/main/index.js'), 'utf8');
    expect(main).toContain('electron');
  }, 180_000);
});
