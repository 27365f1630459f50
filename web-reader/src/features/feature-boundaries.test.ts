import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const FEATURES = path.dirname(fileURLToPath(import.meta.url));
const IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** The feature folder a path lies in, or null outside src/features. */
function featureOf(file: string): string | null {
  const relative = path.relative(FEATURES, file);
  if (relative.startsWith('..')) return null;
  const [feature] = relative.split(path.sep);
  return feature && !feature.includes('.') ? feature : null;
}

// STYLE.md: a feature does not import another feature; what two features show alike lives in
// src/components or src/lib, and the app composes features.
describe('feature boundaries', () => {
  it('no feature imports another feature', () => {
    const crossings: string[] = [];
    for (const file of sourceFiles(FEATURES)) {
      const feature = featureOf(file);
      if (!feature) continue;
      for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const target = featureOf(path.resolve(path.dirname(file), specifier!));
        if (target && target !== feature) crossings.push(`${path.relative(FEATURES, file)} → ${specifier}`);
      }
    }
    expect(crossings).toEqual([]);
  });
});
