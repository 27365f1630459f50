import type { Knex } from 'knex';
import { timestampColumn, utf8mb4 } from '../table-options';

// One row per translation of a content item (schemas/src/translations): the item's kind and key
// as revisions name them, the translation's language, its document and the content hash of the
// source it was made from, which "out of date" is computed against.

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('content_translations', (t) => {
    utf8mb4(knex, t);
    t.string('kind', 32).notNullable();
    t.string('item_key', 200).notNullable();
    t.string('lang', 8).notNullable();
    t.text('content', 'mediumtext').notNullable();
    t.string('content_hash', 64).notNullable();
    t.string('source_hash', 64).notNullable();
    timestampColumn(t, 'created_at').notNullable();
    timestampColumn(t, 'updated_at').notNullable();
    t.primary(['kind', 'item_key', 'lang']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('content_translations');
}
