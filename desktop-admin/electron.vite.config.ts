import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';
import desktopPackage from './package.json' with { type: 'json' };

/**
 * electron-vite picks its Node and Chrome build targets from the installed `electron` package.
 * On a machine that cannot download Electron's binary, npm drops that optional dependency, and the
 * build would stop at `Cannot find module 'electron/package.json'`: the targets then come from the
 * version this package pins (electron-vite reads ELECTRON_MAJOR_VER first), so `npm install &&
 * npm test` works on such a machine without any environment variable.
 */
function pinElectronTarget(): void {
  try {
    createRequire(import.meta.url).resolve('electron/package.json');
  } catch {
    process.env.ELECTRON_MAJOR_VER ??= desktopPackage.optionalDependencies.electron.split('.')[0];
  }
}
pinElectronTarget();

/**
 * The dev server injects React Refresh's preamble as an inline script and talks HMR over a
 * WebSocket, both of which the strict CSP of index.html refuses. In `electron-vite dev` only,
 * this relaxes the meta tag for them; builds keep the CSP exactly as written.
 */
function devCsp(): Plugin {
  return {
    name: 'camino-dev-csp',
    apply: 'serve',
    transformIndexHtml: (html) =>
      html
        .replace("script-src 'self'", "script-src 'self' 'unsafe-inline'")
        .replace("connect-src 'self'", "connect-src 'self' ws: http://localhost:*"),
  };
}

export default defineConfig({
  main: {
    // Everything is bundled (the shared schemas are TypeScript), so the app needs no node_modules.
    build: { externalizeDeps: false },
  },
  preload: {
    // A sandboxed preload must be one CommonJS file that requires nothing but electron.
    build: {
      externalizeDeps: false,
      rolldownOptions: { output: { format: 'cjs', entryFileNames: '[name].cjs' } },
    },
  },
  renderer: {
    plugins: [react(), devCsp()],
    worker: { format: 'es' },
    build: { minify: true, chunkSizeWarningLimit: 5000 },
  },
});
