// Proves the layout boundaries in eslint.config.js fail on a violation: each case lints a one-line
// import placed at a file path inside the guarded folder (the file need not exist; the imported
// one must, since the zone rule checks the resolved file and skips what it cannot resolve).
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BOUNDARY_RULES = new Set([
  'import-x/no-restricted-paths',
  'no-restricted-imports',
  'import-x/no-cycle',
  'no-restricted-syntax',
]);

interface Case {
  /** Where the importing file would live, from the repository root. */
  file: string;
  /** The import statement, with a relative path from `file` or a package name. */
  code: string;
}

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT, overrideConfigFile: path.join(ROOT, 'eslint.config.js') });
});

/** The boundary messages ESLint reports for `code` placed at `file`. */
async function boundaryErrors({ file, code }: Case): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).filter((m) => BOUNDARY_RULES.has(m.ruleId ?? '')).map((m) => m.message);
}

/** Fails the test if a relative import names no file, so a moved target cannot pass silently. */
function expectTargetExists({ file, code }: Case): void {
  const specifier = /['"](\.{1,2}\/[^'"]+)['"]/.exec(code)?.[1];
  if (!specifier) return;
  const base = path.resolve(ROOT, path.dirname(file), specifier);
  const found = ['', '.ts', '.tsx', '.js', '.mjs'].some((ext) => existsSync(base + ext));
  expect(found, `${specifier} from ${file} should exist`).toBe(true);
}

const violations: [rule: string, Case, message: RegExp][] = [
  [
    'a route handler reads the unchecked query',
    {
      file: 'server/src/routes/notes/probe.ts',
      code: 'export const read = (req: { query: unknown }) => req.query;',
    },
    /res\.locals\.query, never req\.query/,
  ],
  [
    'a feature imports another feature',
    {
      file: 'web-reader/src/features/home/probe.ts',
      code: "export { chapterTitle } from '../volume/utils/chapter-title';",
    },
    /feature does not import another feature/,
  ],
  [
    'a feature imports another feature lazily',
    {
      file: 'web-reader/src/features/gospel/probe.ts',
      code: "export const later = () => import('../volume/utils/chapter-title');",
    },
    /feature does not import another feature/,
  ],
  [
    'an admin tab imports another tab',
    {
      file: 'web-reader/src/features/admin/imagen/probe.ts',
      code: "export { default } from '../playlists/playlists-tab';",
    },
    /never another tab/,
  ],
  [
    "the admin panel's shared code imports a tab",
    {
      file: 'web-reader/src/features/admin/components/probe.ts',
      code: "export { default } from '../users/users-tab';",
    },
    /shared folders never import a tab/,
  ],
  [
    'a feature imports src/app',
    {
      file: 'web-reader/src/features/home/probe.ts',
      code: "export * from '../../app/theme';",
    },
    /never imports src\/app/,
  ],
  [
    "the reader's shared lib imports a feature",
    {
      file: 'web-reader/src/lib/probe.ts',
      code: "export { chapterTitle } from '../features/volume/utils/chapter-title';",
    },
    /shared folders \(components, lib, hooks\) never import a feature/,
  ],
  [
    'a shared component imports a feature',
    {
      file: 'web-reader/src/components/probe.tsx',
      code: "export { AboutContent } from '../features/about/components/about-content';",
    },
    /shared folders \(components, lib, hooks\) never import a feature/,
  ],
  [
    'a shared hook imports src/app',
    { file: 'web-reader/src/hooks/probe.ts', code: "export * from '../app/theme';" },
    /never import src\/app, which composes them/,
  ],
  [
    'a server service imports a test helper',
    { file: 'server/src/services/probe.ts', code: "export * from '../test/upload-helpers';" },
    /never imports tests, fixtures, benches or dev scripts/,
  ],
  [
    'a server CLI imports a test file',
    { file: 'server/src/cli/probe.ts', code: "export * from '../scale-demo.test';" },
    /never imports tests, fixtures, benches or dev scripts/,
  ],
  [
    'the desktop main process imports an e2e fixture',
    { file: 'desktop-admin/src/main/probe.ts', code: "export * from '../../e2e/fixtures';" },
    /never imports tests, fixtures, benches or dev scripts/,
  ],
  [
    'the reader imports its test helpers',
    { file: 'web-reader/src/lib/probe.ts', code: "export * from '../test/render';" },
    /never imports tests, fixtures, benches or dev scripts/,
  ],
  [
    'a desktop renderer feature imports another feature',
    {
      file: 'desktop-admin/src/renderer/src/features/pack/probe.ts',
      code: "export { ProblemsPanel } from '../problems/problems-panel';",
    },
    /desktop renderer feature does not import another feature/,
  ],
  [
    "the desktop renderer's shared code imports a feature",
    {
      file: 'desktop-admin/src/renderer/src/components/probe.ts',
      code: "export { PackModal } from '../features/pack/pack-modal';",
    },
    /components\/ and lib\/ never import a feature/,
  ],
  [
    'admin-ui imports the reader',
    {
      file: 'admin-ui/src/components/probe.ts',
      code: "export { ApiError } from '../../../web-reader/src/lib/api-errors';",
    },
    /admin-ui\/ is drawn by both admin clients/,
  ],
  [
    'admin-ui imports the desktop',
    {
      file: 'admin-ui/src/lib/probe.ts',
      code: "export * from '../../../desktop-admin/src/shared/result';",
    },
    /admin-ui\/ is drawn by both admin clients/,
  ],
  [
    'the reader imports the desktop',
    {
      file: 'web-reader/src/lib/probe.ts',
      code: "export * from '../../../desktop-admin/src/shared/result';",
    },
    /reader never imports the desktop/,
  ],
  [
    'db imports a route',
    { file: 'server/src/db/probe.ts', code: "export * from '../routes/volumes/router';" },
    /never import routes, pages, middleware/,
  ],
  [
    'setup imports page code',
    { file: 'server/src/setup/probe.ts', code: "export * from '../pages/render-page';" },
    /never import routes, pages, middleware/,
  ],
  [
    'a service imports middleware',
    { file: 'server/src/services/probe.ts', code: "export * from '../middleware/access';" },
    /never import routes, pages, middleware/,
  ],
  [
    'lib imports the app',
    { file: 'server/src/lib/probe.ts', code: "export * from '../app';" },
    /lib never imports/,
  ],
  [
    'schemas imports the server by path',
    { file: 'schemas/src/probe.ts', code: "export * from '../../server/src/config';" },
    /imports nothing of ours/,
  ],
  [
    'schemas imports a workspace package',
    { file: 'schemas/src/probe.ts', code: "export * from '@camino/server';" },
    /imports nothing of ours/,
  ],
  [
    'a service imports Express',
    {
      file: 'server/src/services/probe.ts',
      code: "import express from 'express';\nexport const app = express();",
    },
    /Services import no Express/,
  ],
  [
    "a service imports Express's types",
    { file: 'server/src/services/probe.ts', code: "export type { Request } from 'express';" },
    /Services import no Express/,
  ],
  [
    'a service imports multer',
    { file: 'server/src/services/probe.ts', code: "export { default } from 'multer';" },
    /Services import no Express/,
  ],
  [
    'the desktop renderer imports a node: built-in',
    { file: 'desktop-admin/src/renderer/src/probe.ts', code: "export { readFileSync } from 'node:fs';" },
    /Node and Electron/,
  ],
  [
    'the desktop renderer imports a bare built-in',
    { file: 'desktop-admin/src/renderer/src/probe.ts', code: "export { default } from 'path';" },
    /Node and Electron/,
  ],
  [
    'the desktop renderer imports fs/promises',
    { file: 'desktop-admin/src/renderer/src/probe.ts', code: "export { readFile } from 'fs/promises';" },
    /Node and Electron/,
  ],
  [
    'the desktop renderer imports Electron',
    { file: 'desktop-admin/src/renderer/src/probe.ts', code: "export { ipcRenderer } from 'electron';" },
    /Node and Electron/,
  ],
  [
    'the server imports the reader by path',
    { file: 'server/src/probe.ts', code: "export * from '../../web-reader/src/lib/i18n';" },
    /Nothing outside web-reader/,
  ],
  [
    'the desktop app imports the reader package',
    { file: 'desktop-admin/src/main/probe.ts', code: "export * from '@camino/web-reader/markdown';" },
    /Nothing outside web-reader/,
  ],
];

const permitted: [what: string, Case][] = [
  [
    'a feature imports its own code',
    { file: 'web-reader/src/features/volume/probe.ts', code: "export * from './utils/chapter-title';" },
  ],
  [
    'a feature imports src/lib',
    { file: 'web-reader/src/features/home/probe.ts', code: "export * from '../../lib/i18n';" },
  ],
  [
    "an admin tab imports the panel's shared components",
    {
      file: 'web-reader/src/features/admin/imagen/probe.ts',
      code: "export * from '../components/load-state';",
    },
  ],
  [
    'the panel composes its tabs',
    { file: 'web-reader/src/features/admin/probe.ts', code: "export { default } from './users/users-tab';" },
  ],
  [
    'the app composes features',
    { file: 'web-reader/src/app/probe.ts', code: "export * from '../features/volume/utils/chapter-title';" },
  ],
  [
    'a route imports a service',
    { file: 'server/src/routes/volumes/probe.ts', code: "export * from '../../services/volumes-service';" },
  ],
  [
    'setup imports services',
    { file: 'server/src/setup/probe.ts', code: "export * from '../services/users-service';" },
  ],
  [
    'a service imports the database layer',
    { file: 'server/src/services/probe.ts', code: "export * from '../db/connection';" },
  ],
  [
    'a service uses Node',
    { file: 'server/src/services/probe.ts', code: "export { randomBytes } from 'node:crypto';" },
  ],
  [
    'the server imports the contract',
    { file: 'server/src/probe.ts', code: "export * from '@camino/schemas/image-config';" },
  ],
  [
    'schemas imports its own files',
    { file: 'schemas/src/probe.ts', code: "export * from './image-config';" },
  ],
  [
    'the desktop main process uses Node',
    { file: 'desktop-admin/src/main/probe.ts', code: "export { readFile } from 'node:fs/promises';" },
  ],
  [
    'a test imports test helpers',
    { file: 'server/src/services/probe.test.ts', code: "export * from '../test/upload-helpers';" },
  ],
  [
    'a dev script imports test helpers',
    { file: 'server/scripts/probe.ts', code: "export * from '../src/test/scale-scenario';" },
  ],
  [
    'the desktop renderer imports React',
    { file: 'desktop-admin/src/renderer/src/probe.tsx', code: "export { useState } from 'react';" },
  ],
];

describe('lint boundaries', () => {
  it.each(violations)('fails when %s', async (_rule, probe, message) => {
    expectTargetExists(probe);
    const errors = await boundaryErrors(probe);
    expect(errors.length, `no boundary error for ${probe.file}: ${probe.code}`).toBeGreaterThan(0);
    expect(errors.join('\n')).toMatch(message);
  });

  it('fails when two modules import each other', async () => {
    // A cycle needs both files on disk: two probes in a folder of their own, removed after.
    const dir = mkdtempSync(path.join(ROOT, 'server/src/lib/cycle-probe-'));
    try {
      writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
      writeFileSync(path.join(dir, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
      const errors = await boundaryErrors({
        file: path.relative(ROOT, path.join(dir, 'a.ts')),
        code: "import { b } from './b';\nexport const a = () => b;",
      });
      expect(errors.join('\n')).toMatch(/Dependency cycle/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each(permitted)('allows %s', async (_what, probe) => {
    expectTargetExists(probe);
    expect(await boundaryErrors(probe)).toEqual([]);
  });
});
