// What a first visit to `/` downloads, read from the reader's production build (web-reader/dist,
// built by ensure-reader-build when missing or stale, the build `npm start` and the e2e suite then
// reuse): the entry's static graph in the Vite manifest, and the modules in those files
// (.vite/chunk-modules.json).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
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
  const built = spawnSync(process.execPath, ['scripts/ensure-reader-build.mjs'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`the reader build failed:\n${built.stdout}${built.stderr}`);
  dist = path.join(ROOT, 'web-reader/dist');
  const manifest = readManifest(dist);
  const chunkModules = readChunkModules(dist);
  if (!manifest || !chunkModules) throw new Error('the build wrote no manifest or chunk-modules.json');
  // boot.js is copied from public/ like every build does; the file list counts it too.
  files = firstVisitFiles(dist, manifest);
  modules = chunkModules;
}, 300_000);

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
