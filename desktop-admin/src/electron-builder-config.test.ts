import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';

// The packaging config is only exercised by `npm run desktop:package`, which needs the Electron
// binary (absent here and in CI); this checks what it promises without running it.
const root = path.join(import.meta.dirname, '..');
const config = yaml.load(readFileSync(path.join(root, 'electron-builder.yml'), 'utf8')) as Record<
  string,
  Record<string, unknown> & { target?: unknown }
>;
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));

describe('electron-builder config', () => {
  it('names the app, packs into asar with an icon, and targets an AppImage and an NSIS installer', () => {
    expect(config.appId).toBe('app.camino.admin');
    expect(config.productName).toBe('Camino Admin');
    expect(config.asar).toBe(true);
    expect(config.linux!.target).toBe('AppImage');
    expect(config.win!.target).toBe('nsis');
    const icon = path.join(root, String(config.icon));
    expect(existsSync(icon)).toBe(true);
    expect(readFileSync(icon).subarray(1, 4).toString('ascii')).toBe('PNG');
  });

  it('flips the Electron fuses that lock the binary down', () => {
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
    });
  });

  it('packages with the pinned electron-builder, never a downloaded one', () => {
    expect(pkg.devDependencies['electron-builder']).toMatch(/^\d+\.\d+\.\d+$/);
    expect(pkg.scripts.package).toContain('electron-builder --config electron-builder.yml');
    expect(pkg.scripts.package).not.toContain('npx');
    expect(pkg.devDependencies.electron ?? pkg.optionalDependencies.electron).toBe(config.electronVersion);
  });
});
