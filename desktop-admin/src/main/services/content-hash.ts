import { createHash } from 'node:crypto';

/**
 * The text the server stores for a JSON file: `JSON.stringify(JSON.parse(text))`, so spacing and
 * indentation do not count as changes. Markdown and invalid JSON are taken as written.
 */
export function canonicalText(path: string, text: string): string {
  if (!path.endsWith('.json')) return text;
  try {
    return JSON.stringify(JSON.parse(text));
  } catch {
    return text;
  }
}

/** Hex SHA-256 of a UTF-8 text, as the server hashes content. */
export const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** The hash by which the workspace remembers what it uploaded. */
export const contentHash = (path: string, text: string): string => sha256(canonicalText(path, text));

/**
 * JSON with object keys sorted at every level: for comparing content the server rebuilds from
 * its columns (playlists, gospel entries), where key order is not kept.
 */
export function sortedJson(value: unknown): string {
  const sort = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(sort);
    if (v !== null && typeof v === 'object') {
      return Object.fromEntries(
        Object.entries(v as Record<string, unknown>)
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([k, x]) => [k, sort(x)]),
      );
    }
    return v;
  };
  return JSON.stringify(sort(value));
}
