import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { collectSchemaValues, SNAPSHOT_FILE } from './schema-values';

describe('schema values', () => {
  it('every exported schema is, key order included, the committed one', async () => {
    const committed = readFileSync(SNAPSHOT_FILE, 'utf8');
    expect(`${JSON.stringify(await collectSchemaValues(), null, 2)}\n`).toBe(committed);
  });
});
