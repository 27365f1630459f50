import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ManifestTransform } from 'workbox-build';

/** Dynamic entries only an admin opens: the panel, its sign-in page and the quick editors. */
const ADMIN_ONLY = /^src\/(features\/admin\/|app\/routes\/admin)/;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * The scripts a reader can run: every chunk reachable from the entry through static and dynamic
 * imports, without entering an admin-only one. Vite's manifest (.vite/manifest.json) has that
 * graph.
 */
export function readerScripts(manifest: Record<string, ManifestChunk>): Set<string> {
  const reached = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || reached.has(chunk.file)) return;
    if (chunk.isDynamicEntry && chunk.src && ADMIN_ONLY.test(chunk.src)) return;
    reached.add(chunk.file);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return reached;
}

/**
 * Leaves the admin panel's scripts (the editors alone are ~170 KB compressed) out of what every
 * visitor's browser downloads when the worker installs: a member never runs them, and the panel
 * needs a connection anyway. Styles, fonts and images all stay (small, and shared).
 */
export const withoutAdminScripts =
  (outDir: string): ManifestTransform =>
  (entries) => {
    const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      ManifestChunk
    >;
    const reader = readerScripts(manifest);
    return {
      manifest: entries.filter((entry) => !/^assets\/.+\.js$/.test(entry.url) || reader.has(entry.url)),
      warnings: [],
    };
  };
