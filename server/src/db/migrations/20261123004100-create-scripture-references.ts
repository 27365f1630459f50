import type { Knex } from 'knex';
import { timestampColumn, utf8mb4 } from '../table-options';

// The Bible references of the content, parsed into verse ranges (schemas/src/scripture): one row
// per source (an optional chapter file or a gospel entry) with the content hash it was parsed
// from, and one row per range. Derived data: the scripture service fills and refreshes it from
// the stored content (services/scripture), so content stored before this table existed is read
// the first time the server uses it.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('scripture_sources', (t) => {
    utf8mb4(knex, t);
    // 'chapter:{volume}:{index}' or 'gospel:{date}'
    t.string('source_key', 40).primary();
    // The content hash and the parser's numbering version it was read with.
    t.string('parsed_hash', 80).notNullable();
    timestampColumn(t, 'updated_at').notNullable();
  });
  await knex.schema.createTable('scripture_ranges', (t) => {
    utf8mb4(knex, t);
    t.string('source_key', 40).notNullable();
    t.integer('seq').notNullable();
    t.string('kind', 8).notNullable(); // 'chapter' | 'gospel'
    t.integer('volume_number').nullable();
    t.integer('chapter_index').nullable();
    t.string('gospel_date', 10).nullable();
    t.string('pointer', 200).notNullable();
    t.text('reference').notNullable();
    t.string('osis', 100).notNullable();
    // Verse positions (schemas/src/scripture/versification.ts), first and last included.
    t.integer('start_pos').notNullable();
    t.integer('end_pos').notNullable();
    t.primary(['source_key', 'seq']);
    t.index(['start_pos', 'end_pos']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('scripture_ranges');
  await knex.schema.dropTable('scripture_sources');
}
