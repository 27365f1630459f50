import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { pwa } from './build/pwa.ts';

// Where `npm run dev` forwards API and demo-asset calls: the server started by `npm start`.
const apiTarget = process.env.CAMINO_API_URL ?? 'http://127.0.0.1:3000';

/**
 * Writes .br and .gz beside each text file of the build; the server sends them to browsers that
 * accept them (server/src/pages/serve-reader.ts), so nothing is compressed per request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  let publicDir = '';
  const compress = (fileName: string) => {
    if (!/\.(js|css|html|svg)$/.test(fileName)) return;
    const file = path.join(outDir, fileName);
    const data = readFileSync(file);
    if (data.length < 1024) return;
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
  };
  return {
    name: 'camino-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      publicDir = config.publicDir;
    },
    writeBundle(_options, bundle) {
      for (const fileName of Object.keys(bundle)) compress(fileName);
    },
    // The public folder's files (boot.js, which blocks the first paint) are copied as they are,
    // outside the bundle: compressed once everything is written.
    closeBundle() {
      if (!publicDir || !existsSync(publicDir)) return;
      for (const fileName of readdirSync(publicDir)) {
        if (existsSync(path.join(outDir, fileName))) compress(fileName);
      }
    },
  };
}

/**
 * In the server's pre-render build, lib/markdown.ts (DOMPurify over the browser's DOM) is replaced
 * by app/ssr/server-markdown.ts, the same policy applied with sanitize-html.
 */
function serverMarkdown(): Plugin {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const browserModule = path.join(here, 'src', 'lib', 'markdown.ts');
  const serverModule = path.join(here, 'src', 'app', 'ssr', 'server-markdown.ts');
  return {
    name: 'camino-server-markdown',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.includes('markdown') || importer === serverModule) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === browserModule ? serverModule : null;
    },
  };
}

/**
 * Writes .vite/chunk-modules.json beside the manifest: each chunk's source modules (relative to the
 * repository, query strings dropped). The manifest says which files `/` loads; this says what is
 * in them, for the bundle report and the repo test that keeps the Markdown renderer and the
 * validators out of `/` (scripts/reader-first-visit.test.ts).
 */
function chunkModules(): Plugin {
  const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  return {
    name: 'camino-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const modules: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        modules[output.fileName] = output.moduleIds
          .filter((id) => !id.startsWith('\0'))
          .map((id) => path.relative(repo, id.split('?')[0]!).split(path.sep).join('/'));
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: `${JSON.stringify(modules, null, 1)}\n`,
      });
    },
  };
}

/** The precompiled validators of @camino/schemas (see schemas/scripts/build-validators.ts). */
const GENERATED_VALIDATOR = /[\\/]schemas[\\/]src[\\/]generated[\\/][^\\/]+\.ts$/;

/**
 * The reader's build: hashed assets under /assets, a manifest for the bundle report. With
 * `--ssr src/entry-server.tsx` (see package.json), the server's pre-render module in dist-ssr/.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    ...(isSsrBuild
      ? [serverMarkdown()]
      : [
          precompress(),
          chunkModules(),
          ...pwa(path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'dist')),
        ]),
  ],
  // The pre-render module carries its own React, Mantine and the rest (tree-shaken, production
  // builds whatever NODE_ENV the server runs with), so the server loads one lean file; only
  // sanitize-html, a server dependency already loaded for gospel uploads, stays outside.
  ...(isSsrBuild && {
    ssr: { noExternal: true, external: ['sanitize-html'] },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
  build: {
    outDir: isSsrBuild ? 'dist-ssr' : 'dist',
    emptyOutDir: true,
    manifest: !isSsrBuild,
    // Every browser the reader supports has native module preloading: skip the polyfill's bytes.
    modulePreload: { polyfill: false },
    target: 'es2022',
    rolldownOptions: {
      // A module that only reads a schema's defaults (IMAGE_CONFIG_DEFAULTS on `/`) must not bring
      // the schema's validator and ajv-formats with it: wrapping a precompiled validator has no
      // side effect, and neither has loading one (schemas/src/generated/ only defines functions),
      // so an unused one is dropped. Other modules keep the default (their package's sideEffects).
      treeshake: {
        manualPureFunctions: ['fromPrecompiled'],
        moduleSideEffects: (id) => (GENERATED_VALIDATOR.test(id) ? false : undefined),
      },
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/api': { target: apiTarget },
      '/demo': { target: apiTarget },
    },
  },
}));
