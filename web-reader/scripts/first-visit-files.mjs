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
