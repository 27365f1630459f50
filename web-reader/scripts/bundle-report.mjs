// Prints the gzipped size of the JavaScript and CSS a first visit to `/` downloads: the entry in
// index.html, every chunk it imports statically (recursively), their CSS, and boot.js. Lazy
// routes (/admin, sign-in pages, the Gospel, About) are listed apart: `/` never fetches them.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifestPath = path.join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error('No build found: run `npm run build -w @camino/web-reader` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const gz = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

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

const rows = [...files].map((file) => ({ file, gzip: gz(file) })).sort((a, b) => b.gzip - a.gzip);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
console.log('\nWeb reader: JavaScript + CSS downloaded for `/` (gzip -9)');
for (const row of rows) console.log(`  ${kb(row.gzip).padStart(9)}  ${row.file}`);
console.log(`  ${kb(total).padStart(9)}  TOTAL (budget 200 KB)`);

const lazy = Object.entries(manifest).filter(([, chunk]) => chunk.isDynamicEntry);
console.log('\nLazy routes (downloaded only when visited), own chunk gzip:');
for (const [key, chunk] of lazy) console.log(`  ${kb(gz(chunk.file)).padStart(9)}  ${key}`);
console.log('');
