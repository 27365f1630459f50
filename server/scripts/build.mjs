// Bundles the server into dist/main.js for `npm start`: one plain ES module that Node runs
// without a TypeScript loader (tsx keeps a loader thread and its compile cache in every server
// process, about 50 MB of its resident memory). npm packages stay external, loaded from
// node_modules; the shared schemas workspace (TypeScript sources, and ajv, which it imports by
// extension-less paths that only a bundler resolves) is bundled in.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outfile = path.join(serverDir, 'dist', 'main.js');

const external = Object.keys(
  JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8')).dependencies,
).filter((name) => !name.startsWith('@camino/'));

/**
 * Sources find their data files (demo content, the reader's build) next to themselves through
 * `import.meta.url`. In the bundle each keeps pointing at its own source file, resolved relative
 * to the bundle, so the output can move with the checkout.
 */
const keepOwnLocation = {
  name: 'keep-own-location',
  setup(esbuild) {
    esbuild.onLoad({ filter: /\.ts$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const relative = path.relative(path.dirname(outfile), args.path).split(path.sep).join('/');
      const ownUrl = `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', ownUrl), loader: 'ts' };
    });
  },
};

await build({
  entryPoints: [path.join(serverDir, 'src', 'main.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: true,
  logLevel: 'warning',
  plugins: [keepOwnLocation],
});
console.log(`server: built ${path.relative(process.cwd(), outfile)}`);
