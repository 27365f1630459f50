// The exported schema values of the contract (api/) and of the top-level schema modules, keyed
// `file:export`, for schema-values.test.ts to compare with schema-values.snapshot.json: a
// builder that rewrites a declaration must leave the value, key order included, exactly as it is
// (ajv's generated code and docs/api-reference.md are made from it).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where the committed values are. */
export const SNAPSHOT_FILE = path.join(SRC, 'test', 'schema-values.snapshot.json');

// The problem texts have their own tests; only schemas are compared here.
const NOT_SCHEMA_MODULES = new Set(['error-codes.ts']);

const isModule = (name: string) =>
  name.endsWith('.ts') && !name.endsWith('.test.ts') && !NOT_SCHEMA_MODULES.has(name);

const MODULES = [
  ...readdirSync(path.join(SRC, 'api'))
    .filter(isModule)
    .map((name) => `api/${name}`),
  ...readdirSync(SRC).filter(isModule),
].sort();

/** Whether an export is a schema or a piece of one, by the names the modules give them. */
const isSchemaExport = (name: string, value: unknown) =>
  /(Schema|Body|Content|Response|Propert(y|ies))$/.test(name) && value !== null && typeof value === 'object';

/** Every object export of the modules, as JSON keeps it. */
export async function collectSchemaValues(): Promise<Record<string, unknown>> {
  const values: Record<string, unknown> = {};
  for (const file of MODULES) {
    const exports = (await import(path.join(SRC, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports).sort(([a], [b]) => a.localeCompare(b))) {
      if (isSchemaExport(name, value))
        values[`${file}:${name}`] = JSON.parse(JSON.stringify(value)) as unknown;
    }
  }
  return values;
}
