// What the reader's service worker downloads when it installs (its precache list, injected into
// web-reader/dist/sw.js by the build): the app a reader can run offline, without the admin panel.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { readChunkModules, type ChunkModules } from '../web-reader/scripts/first-visit-files.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(ROOT, 'web-reader/dist');

let precached: string[];
let modules: ChunkModules;

/** The chunk holding `module` (a path from the repository's root). */
const chunkOf = (module: string) =>
  Object.entries(modules).find(([, list]) => list.includes(module))?.[0] ?? `no chunk holds ${module}`;

beforeAll(() => {
  const built = spawnSync(process.execPath, ['scripts/ensure-reader-build.mjs'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`the reader build failed:\n${built.stdout}${built.stderr}`);
  const worker = readFileSync(path.join(DIST, 'sw.js'), 'utf8');
  const list = worker.match(/\[\{"revision".*?\}\]/s);
  if (!list) throw new Error('dist/sw.js holds no precache list');
  precached = (JSON.parse(list[0]) as Array<{ url: string }>).map((entry) => entry.url);
  modules = readChunkModules(DIST)!;
}, 300_000);

describe('the service worker’s precache', () => {
  it('holds the shell page, its start-up script, the manifests and the icons', () => {
    for (const file of [
      'index.html',
      'boot.js',
      'manifest.en.webmanifest',
      'manifest.es.webmanifest',
      'pwa-192x192.png',
    ])
      expect(precached).toContain(file);
  });

  it('holds every reader page’s code, so a page never opened online still opens offline', () => {
    for (const page of [
      'volume',
      'evangelio',
      'today',
      'tema',
      'temas',
      'about',
      'my-notes',
      'paths',
      'path',
    ])
      expect(precached, page).toContain(chunkOf(`web-reader/src/app/routes/${page}.tsx`));
  });

  it('leaves out the admin panel’s code: a member never runs it', () => {
    const admin = Object.entries(modules)
      .filter(
        ([, list]) =>
          list.length > 0 && list.every((module) => module.startsWith('web-reader/src/features/admin/')),
      )
      .map(([file]) => file);
    expect(admin.length).toBeGreaterThan(0);
    expect(precached.filter((file) => admin.includes(file))).toEqual([]);
    expect(precached).not.toContain(chunkOf('web-reader/src/app/routes/admin.tsx'));
  });

  it('keeps no pre-compressed copy, no push worker and no build report', () => {
    expect(precached.filter((file) => /\.(br|gz)$|^push-sw\.js$|^\.vite\//.test(file))).toEqual([]);
  });
});
