import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { collectSchemaValues, SNAPSHOT_FILE } from './schema-values';

describe('schema values', () => {
  it('every exported schema is, key order included, the committed one', async () => {
    // Compared as text so that a reordered key fails too (JSON.parse keeps the file's order).
    const committed = JSON.parse(readFileSync(SNAPSHOT_FILE, 'utf8')) as unknown;
    expect(JSON.stringify(await collectSchemaValues(), null, 1)).toBe(JSON.stringify(committed, null, 1));
  });
});
