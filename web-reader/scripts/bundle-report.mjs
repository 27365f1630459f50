// Prints the gzipped size of the JavaScript and CSS a first visit to `/` downloads: the entry in
// index.html, every chunk it imports statically (recursively), their CSS, and boot.js. Lazy
// routes (/admin, sign-in pages, the Gospel, About) are listed apart: `/` never fetches them.
import { fileURLToPath } from 'node:url';
import { filesWithAjvCompiler } from './ajv-compiler-check.mjs';
import {
  firstVisitFiles,
  gzipSize,
  notOnHome,
  readChunkModules,
  readManifest,
} from './first-visit-files.mjs';

// The build to read: web-reader/dist, or the folder given (a build made with --outDir).
const dist = process.argv[2] ?? fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = readManifest(dist);
if (!manifest) {
  console.error('No build found: run `npm run build -w @camino/web-reader` first.');
  process.exit(1);
}
const gz = (file) => gzipSize(dist, file);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const BUDGET_KB = 200;

const rows = firstVisitFiles(dist, manifest)
  .map((file) => ({ file, gzip: gz(file) }))
  .sort((a, b) => b.gzip - a.gzip);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
console.log('\nWeb reader: JavaScript + CSS downloaded for `/` (gzip -9)');
for (const row of rows) console.log(`  ${kb(row.gzip).padStart(9)}  ${row.file}`);
const margin = BUDGET_KB * 1024 - total;
console.log(
  `  ${kb(total).padStart(9)}  TOTAL: budget ${BUDGET_KB} KB, ${margin >= 0 ? `${kb(margin)} to spare` : `${kb(-margin)} OVER`}`,
);

const lazy = Object.entries(manifest).filter(([, chunk]) => chunk.isDynamicEntry);
console.log('\nLazy routes (downloaded only when visited), own chunk gzip:');
for (const [key, chunk] of lazy) console.log(`  ${kb(gz(chunk.file)).padStart(9)}  ${key}`);
console.log('');

// What `/` never renders must not be in its files (first-visit-files.mjs, NOT_ON_HOME).
const chunkModules = readChunkModules(dist);
const unwanted = chunkModules
  ? notOnHome(
      rows.map((row) => row.file),
      chunkModules,
    )
  : [];
for (const { file, module, what } of unwanted) console.error(`\`/\` downloads ${what}: ${module} in ${file}`);
if (!chunkModules) {
  console.log('(no .vite/chunk-modules.json in this build: rebuild to check the contents)\n');
} else if (unwanted.length === 0) {
  console.log('Markdown renderer and schema validators in `/`: none (loaded on demand)');
}

const withCompiler = filesWithAjvCompiler(dist);
if (withCompiler.length > 0) {
  console.error(`ajv's compiler is in the page (use the precompiled validators): ${withCompiler.join(', ')}`);
  process.exit(1);
}
console.log("ajv's compiler in the page: none (validators are precompiled)\n");
if (unwanted.length > 0) process.exit(1);
