// `npm run desktop` on a machine without Electron says what to install in one line.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { electronProblem } from './lib/electron-problem.mjs';

const root = path.resolve(__dirname, '..');

function throwing(message: string, code?: string) {
  return () => {
    throw Object.assign(new Error(message), { code });
  };
}

describe('the Electron check before `npm run desktop`', () => {
  it('names the install command when the package is missing', () => {
    const problem = electronProblem(throwing("Cannot find module 'electron'", 'MODULE_NOT_FOUND'), '41.7.1');
    expect(problem).toContain('npm install --no-save electron@41.7.1 -w @camino/desktop-admin');
    expect(problem).not.toContain('\n');
  });

  it("names Electron's own installer when only the binary is missing", () => {
    const problem = electronProblem(
      throwing(
        'Electron failed to install correctly, please delete node_modules/electron and try installing again',
      ),
      '41.7.1',
    );
    expect(problem).toContain('node node_modules/electron/install.js');
  });

  it('says nothing when Electron loads', () => {
    expect(electronProblem(() => '/opt/electron', '41.7.1')).toBeNull();
  });

  it('runs before the desktop scripts that start Electron, and answers as its check does', () => {
    const manifest = createRequire(import.meta.url)('../desktop-admin/package.json');
    expect(manifest.scripts.dev).toMatch(/^node \.\.\/scripts\/require-electron\.mjs && /);
    expect(manifest.scripts.package).toMatch(/^node \.\.\/scripts\/require-electron\.mjs && /);
    const run = spawnSync(process.execPath, ['scripts/require-electron.mjs'], {
      cwd: root,
      encoding: 'utf8',
    });
    const expected = electronProblem(
      () => createRequire(path.join(root, 'desktop-admin/package.json'))('electron'),
      manifest.optionalDependencies.electron,
    );
    expect(run.status).toBe(expected ? 1 : 0);
    expect(run.stderr.trim()).toBe(expected ?? '');
  });
});
