// What a first visit to `/` downloads, read from a real production build of the reader (client
// half only, into a temporary folder: web-reader/dist may be serving other runs): the entry's
// static graph in the Vite manifest, and the modules in those files (.vite/chunk-modules.json).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  firstVisitFiles,
  gzipSize,
  notOnHome,
  readChunkModules,
  readManifest,
  type ChunkModules,
} from '../web-reader/scripts/first-visit-files.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** SPEC's budget for `/`: JavaScript + CSS, gzipped. */
const BUDGET_KB = 200;

let dist: string;
let files: string[];
let modules: ChunkModules;

beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'camino-first-visit-'));
  const built = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'],
    {
      cwd: path.join(ROOT, 'web-reader'),
      env: { ...process.env, NODE_ENV: 'production' },
      encoding: 'utf8',
    },
  );
  if (built.status !== 0) throw new Error(`the reader build failed:\n${built.stderr}`);
  const manifest = readManifest(dist);
  const chunkModules = readChunkModules(dist);
  if (!manifest || !chunkModules) throw new Error('the build wrote no manifest or chunk-modules.json');
  // boot.js is copied from public/ like every build does; the file list counts it too.
  files = firstVisitFiles(dist, manifest);
  modules = chunkModules;
}, 240_000);

afterAll(() => {
  if (dist) rmSync(dist, { recursive: true, force: true });
});

describe('the first visit to /', () => {
  it('downloads neither the Markdown renderer nor the schema validators', () => {
    expect(files.some((file) => file.endsWith('.js'))).toBe(true);
    // Each entry names the file, the module and what it belongs to, so a failure says who pulled it.
    expect(notOnHome(files, modules)).toEqual([]);
  });

  it(`stays within the ${BUDGET_KB} KB gzip budget`, () => {
    const kb = files.reduce((total, file) => total + gzipSize(dist, file), 0) / 1024;
    expect(kb).toBeGreaterThan(0);
    expect(kb).toBeLessThanOrEqual(BUDGET_KB);
  });
});
