// Proves the desktop app builds where npm dropped the optional `electron` package (its binary
// download failed): `npm install && npm test` must pass on such a machine with no variable set.
// The build is the real one (desktop-admin/out, with `electron` hidden from it), which the desktop
// end-to-end suite then reuses instead of building again.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('desktop build without the electron package', () => {
  it('builds main, preload and renderer, targeting the pinned Electron', () => {
    const env = { ...process.env };
    delete env.ELECTRON_MAJOR_VER;
    const built = spawnSync(process.execPath, ['scripts/ensure-desktop-build.mjs', '--always'], {
      cwd: ROOT,
      env,
      encoding: 'utf8',
    });
    expect(built.status, `${built.stdout}${built.stderr}`).toBe(0);
    const main = readFileSync(path.join(ROOT, 'desktop-admin/out/main/index.js'), 'utf8');
    expect(main).toContain('electron');
    expect(readFileSync(path.join(ROOT, 'desktop-admin/out/preload/index.cjs'), 'utf8')).toContain(
      'electron',
    );
    expect(readFileSync(path.join(ROOT, 'desktop-admin/out/renderer/index.html'), 'utf8')).toContain(
      '<div id="root">',
    );
  }, 180_000);
});
