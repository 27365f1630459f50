import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GENERATED_DIR, generateValidators } from '../scripts/build-validators';

describe('the committed precompiled validators', () => {
  it('are what build-validators makes from the schemas now (run it after changing a schema)', async () => {
    const expected = await generateValidators();
    const committed = new Map(
      readdirSync(GENERATED_DIR).map((name) => [name, readFileSync(path.join(GENERATED_DIR, name), 'utf8')]),
    );
    expect([...committed.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [name, text] of expected) {
      expect(committed.get(name), `schemas/src/generated/${name} is stale`).toBe(text);
    }
  });

  it('import no ajv code, only the ES module runtime helpers', () => {
    for (const name of readdirSync(GENERATED_DIR)) {
      const imports = readFileSync(path.join(GENERATED_DIR, name), 'utf8').match(/^import .*$/gm) ?? [];
      for (const line of imports) expect(line).toMatch(/from '\.\.\/(validator|validator-runtime)';$/);
    }
  });
});
