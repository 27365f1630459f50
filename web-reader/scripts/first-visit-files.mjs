// The reader's files a first visit to `/` downloads, read from the build's manifest: the entry in
// index.html, every chunk it imports statically (recursively), their CSS, and boot.js.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export function readManifest(dist) {
  const manifestPath = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return null;
  return JSON.parse(readFileSync(manifestPath, 'utf8'));
}

/** File names relative to `dist`. */
export function firstVisitFiles(dist, manifest) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  if (existsSync(path.join(dist, 'boot.js'))) files.add('boot.js');
  return [...files];
}

/** A file's size gzipped at level 9, as the budget counts it. */
export const gzipSize = (dist, file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;

/**
 * Each chunk's source modules, relative to the repository (written by vite.config.ts into
 * .vite/chunk-modules.json), or null for a build older than that file.
 */
export function readChunkModules(dist) {
  const file = path.join(dist, '.vite', 'chunk-modules.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/**
 * What `/` never renders, so never downloads: the Markdown renderer (news blocks load it on
 * demand) and the schema validators (forms and admin pages load them with their chunks).
 */
export const NOT_ON_HOME = [
  {
    what: 'the Markdown renderer',
    module: /^(web-reader\/src\/lib\/markdown\.ts|node_modules\/(marked|dompurify)\/)/,
  },
  {
    what: 'the schema validators',
    module:
      /^(schemas\/src\/(validator|validator-runtime)\.ts|schemas\/src\/generated\/|node_modules\/ajv(-formats)?\/)/,
  },
];

/** The modules among `files` that match NOT_ON_HOME: `{ file, module, what }` for each. */
export function notOnHome(files, chunkModules) {
  return files.flatMap((file) =>
    (chunkModules[file] ?? []).flatMap((module) =>
      NOT_ON_HOME.filter((rule) => rule.module.test(module)).map(({ what }) => ({ file, module, what })),
    ),
  );
}
