import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';

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
