// Proves every string a request or an uploaded file can write fits its column: the schemas'
// maxLength values are read from the schemas themselves and the column sizes from the migrated
// database (information_schema on MySQL, the declared types on SQLite), and any field whose limit
// exceeds its column, any column nothing accounts for, and any server-side cap that does not
// match its column fails here. Before, a playlist videoId of 65 characters or a title of 501
// passed validation and then failed on MySQL with a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  gospelEntryReferences,
  optionalChapterReferences,
} from '@camino/schemas/scripture/content-references';
import { schemaExportName, VALIDATED_MODULES } from '@camino/schemas/validated-modules';
import type { Db } from '../../db/connection';
import { createTestDb } from '../test-context';
import {
  COLUMN_SOURCES,
  isBounded,
  maxLengthAt,
  readColumnSizes,
  stringLeaves,
  utf8Bytes,
  type ColumnSize,
  type SchemaField,
} from './column-sizes';

/** Every validated schema by module name (the schemas the server checks before storing anything). */
async function validatedSchemas(): Promise<Map<string, object>> {
  const schemas = new Map<string, object>();
  for (const module of VALIDATED_MODULES) {
    const exports = (await import(`../../../../schemas/src/${module}.ts`)) as Record<string, object>;
    schemas.set(module, exports[schemaExportName(module)]!);
  }
  return schemas;
}

/** The columns a schema field is written to, as COLUMN_SOURCES says. */
function columnsOf(schema: object, path: string[]): string[] {
  const same = (f: SchemaField) => f.schema === schema && f.path.join('.') === path.join('.');
  return Object.entries(COLUMN_SOURCES)
    .filter(([, source]) => source.kind === 'schema' && source.fields.some(same))
    .map(([column]) => column);
}

describe('string limits against column sizes', () => {
  let db: Db;
  let drop: () => Promise<void>;
  let sizes: Map<string, ColumnSize>;

  beforeAll(async () => {
    ({ db, drop } = await createTestDb());
    sizes = await readColumnSizes(db);
  });
  afterAll(() => drop());

  it('reads the sizes the migrations declare', () => {
    expect(sizes.get('videos.video_id')).toMatchObject({ chars: 64 });
    expect(sizes.get('audit_log.target')).toMatchObject({ chars: 200 });
    expect(sizes.has('playlists.description')).toBe(true);
  });

  it('knows what writes every text column of the database', () => {
    const unknown = [...sizes.keys()].filter((column) => !(column in COLUMN_SOURCES));
    expect(unknown, 'add these columns to COLUMN_SOURCES (hostile/column-sizes.ts)').toEqual([]);
  });

  it('gives every schema field written to a column a maxLength that fits it', () => {
    const mismatches: string[] = [];
    for (const [column, source] of Object.entries(COLUMN_SOURCES)) {
      if (source.kind !== 'schema') continue;
      const size = sizes.get(column);
      if (!size) continue; // a column another migration dropped or renamed
      for (const f of source.fields) {
        const where = `${f.name} ${f.path.join('.')} → ${column}`;
        const max = maxLengthAt(f.schema, f.path);
        if (max === undefined) mismatches.push(`${where}: no maxLength`);
        else if (size.chars !== undefined && max > size.chars)
          mismatches.push(`${where}: maxLength ${max} > VARCHAR(${size.chars})`);
        else if (size.bytes !== undefined && utf8Bytes(max) > size.bytes)
          mismatches.push(
            `${where}: maxLength ${max} (${utf8Bytes(max)} bytes) > ${size.type} ${size.bytes} bytes`,
          );
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('cuts server-written text to exactly its column and keeps byte caps within theirs', () => {
    const mismatches: string[] = [];
    for (const [column, source] of Object.entries(COLUMN_SOURCES)) {
      const size = sizes.get(column);
      if (!size) continue;
      if (source.kind === 'chars' && source.max !== size.chars)
        mismatches.push(`${column}: cut to ${source.max}, column holds ${size.chars}`);
      if (source.kind === 'bytes' && size.bytes !== undefined && source.max > size.bytes)
        mismatches.push(`${column}: up to ${source.max} bytes (${source.why}), column holds ${size.bytes}`);
      if (source.kind === 'bytes' && size.chars !== undefined)
        mismatches.push(`${column}: a byte cap on a VARCHAR column`);
    }
    expect(mismatches).toEqual([]);
  });

  it('bounds every string of every validated schema: its own maxLength, or the cap of the file it is stored in', async () => {
    const schemas = await validatedSchemas();
    const byId = new Map([...schemas.values()].map((schema) => [(schema as { $id: string }).$id, schema]));
    const storedWhole = new Set(
      Object.values(COLUMN_SOURCES).flatMap((source) =>
        source.kind === 'bytes' ? (source.whole ?? []) : [],
      ),
    );
    const unbounded: string[] = [];
    for (const [module, schema] of schemas) {
      for (const leaf of stringLeaves(schema, byId)) {
        if (isBounded(leaf)) continue;
        const columns = columnsOf(schema, leaf.path);
        // Inside a file stored whole, a string is bounded by the file's cap, unless it is also
        // copied to a column of its own (that column's check above then finds no maxLength).
        if (storedWhole.has(schema) && columns.length === 0) continue;
        unbounded.push(`${module} ${leaf.path.join('.') || '(root)'}`);
      }
    }
    expect(unbounded, 'give these strings a maxLength that fits where they are stored').toEqual([]);
  });

  it('maps every reference field the scripture index copies to scripture_ranges.reference', () => {
    const written = new Set(
      [
        ...optionalChapterReferences({
          new_testament: [{ reference: 'Mt 5', description: '', citation: '' }],
        }),
        ...gospelEntryReferences({
          gospel: { reference: 'Mt 5', verses: [] },
          en: { gospel: { reference: 'Matt 5', verses: [] } },
        }),
      ].map((ref) => ref.pointer.replace(/\/\d+\//g, '/*/')),
    );
    const source = COLUMN_SOURCES['scripture_ranges.reference']!;
    const mapped = new Set(source.kind === 'schema' ? source.fields.map((f) => `/${f.path.join('/')}`) : []);
    for (const pointer of written)
      expect(mapped, `${pointer} → scripture_ranges.reference`).toContain(pointer);
  });
});
