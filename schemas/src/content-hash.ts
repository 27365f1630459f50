// What the server stores for a content document and hashes: one rule, so the desktop app can
// tell an unchanged file from a changed one exactly as the server does (skipped re-uploads,
// ETags). The hash function is passed in (node:crypto on the server and the desktop's main
// process), so this module runs anywhere.

/** Hex SHA-256 of a text's UTF-8 bytes. */
export type Sha256Hex = (text: string) => string;

/**
 * The text the server stores for a validated JSON document (chapter, tema, gospel entry):
 * `JSON.stringify` of the value, so spacing and indentation are not changes.
 */
export const storedContentText = (value: unknown): string => JSON.stringify(value);

/**
 * The stored text for a workspace file as written: JSON files (`.json`) re-serialized as the
 * server would store them; Markdown, and JSON that does not parse, taken as written.
 */
export function canonicalContentText(fileName: string, text: string): string {
  if (!fileName.endsWith('.json')) return text;
  try {
    return storedContentText(JSON.parse(text));
  } catch {
    return text;
  }
}

/** The content hash: hex SHA-256 of the stored text. */
export const contentHash = (storedText: string, sha256: Sha256Hex): string => sha256(storedText);

/**
 * JSON with object keys sorted at every level: for comparing content the server rebuilds from
 * its columns (playlists, gospel entries, news), where key order is not kept.
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
