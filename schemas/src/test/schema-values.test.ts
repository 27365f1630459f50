import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { collectSchemaValues, SNAPSHOT_FILE } from './schema-values';

describe('schema values', () => {
  it('every committed schema is exported still, key order included, as it was', async () => {
    const committed = JSON.parse(readFileSync(SNAPSHOT_FILE, 'utf8')) as Record<string, unknown>;
    const current = await collectSchemaValues();
    // New exports may come; the committed ones stay. Compared as text so that a reordered key
    // fails too (JSON.parse keeps the file's order).
    const same = Object.fromEntries(Object.keys(committed).map((key) => [key, current[key] ?? 'missing']));
    expect(JSON.stringify(same, null, 1)).toBe(JSON.stringify(committed, null, 1));
  });
});
