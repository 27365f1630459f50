// Whether a build output is older than anything it is built from, so `npm start` rebuilds only
// when a source changed.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, name)));
  return newest;
}

/**
 * 'missing' when an output (a path, or several built together) does not exist, 'stale' when a
 * source is newer than the oldest output, else 'fresh'.
 */
export function buildState(root, outputs, sources) {
  const builtAt = Math.min(
    ...[outputs].flat().map((output) => {
      const file = path.join(root, output);
      return existsSync(file) ? statSync(file).mtimeMs : 0;
    }),
  );
  if (!builtAt) return 'missing';
  const changedAt = Math.max(...sources.map((source) => newestMtime(path.join(root, source))));
  return builtAt >= changedAt ? 'fresh' : 'stale';
}
