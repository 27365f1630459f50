// Finds ajv's schema compiler in built JavaScript. Pages validate with the precompiled
// validators of schemas/src/generated; the compiler (ajv/dist/core, ajv/dist/compile) must never
// reach them. Its error strings survive minification, so they mark it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Strings only ajv's compiler holds (ajv/dist/core.js and ajv/dist/compile/). */
export const AJV_COMPILER_MARKERS = ['schema must be object or boolean', 'ajv implementation error'];

/** The .js files under `dir` (recursively) that contain ajv's compiler, relative to `dir`. */
export function filesWithAjvCompiler(dir) {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.js') || file.endsWith('.mjs'))
    .filter((file) => {
      const text = readFileSync(path.join(dir, file), 'utf8');
      return AJV_COMPILER_MARKERS.some((marker) => text.includes(marker));
    });
}
