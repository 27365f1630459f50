import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, vi } from 'vitest';

/**
 * For the projects that run with `isolate: false` (vitest.config.ts): a worker runs many test
 * files one after another and keeps the modules it loaded, so a few hundred modules load once per
 * worker instead of once per file (that import was half the server suite's time). Each server
 * file still gets its own database and app (server/src/test/test-context.ts), whose modules keep
 * no state beyond caches. This file, run before each test file, puts back what vitest would
 * otherwise carry from one file into the next.
 */

const testFile = expect.getState().testPath;
if (!testFile) throw new Error('shared-worker-setup: vitest did not say which test file runs');

// `vi.mock` only reaches modules loaded after it, and the worker may have loaded the mocked module
// (and the app holding it) for an earlier file: a file that mocks gets a module graph of its own,
// and the next file a fresh one without its mocks.
const source = readFileSync(testFile, 'utf8');
const mocked = [...source.matchAll(/vi\.mock\(\s*['"]([^'"]+)['"]/g)].map(([, specifier]) =>
  specifier.startsWith('.') ? path.resolve(path.dirname(testFile), specifier) : specifier,
);
if (mocked.length > 0) vi.resetModules();

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  if (mocked.length > 0) {
    for (const specifier of mocked) vi.doUnmock(specifier);
    vi.resetModules();
  }
});
