import type { Knex } from 'knex';
import { timestampColumn, utf8mb4 } from '../table-options';

// Revisions of admin-published content: one `revisions` row per admin call that changed
// something, one `revision_items` row per item it changed with the hashes of its content before
// and after, and each distinct content once in `revision_contents` (an item's after is usually
// the next revision's before, and a re-upload of the same file stores nothing new).

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('revisions', (t) => {
    utf8mb4(knex, t);
    t.increments('id').primary();
    timestampColumn(t, 'created_at').notNullable();
    // No foreign key: like the audit log, the history outlives the admin's account.
    t.integer('actor_id').unsigned().nullable();
    t.string('actor_name', 254).notNullable();
    t.string('action', 64).notNullable();
    // The item the revision is listed under (its detail lists every item).
    t.string('kind', 32).notNullable();
    t.string('item_key', 200).notNullable();
    t.string('summary', 500).notNullable().defaultTo('');
    // The revision this one reverted (null for an ordinary change).
    t.integer('reverts').unsigned().nullable();
  });
  await knex.schema.createTable('revision_contents', (t) => {
    utf8mb4(knex, t);
    // SHA-256 (hex) of the stored JSON text.
    t.string('hash', 64).primary();
    t.text('content', 'longtext').notNullable();
  });
  await knex.schema.createTable('revision_items', (t) => {
    utf8mb4(knex, t);
    t.increments('id').primary();
    t.integer('revision_id').unsigned().notNullable().references('revisions.id').onDelete('CASCADE');
    t.string('kind', 32).notNullable();
    t.string('item_key', 200).notNullable();
    // Null: the item did not exist (before) or was deleted (after).
    t.string('before_hash', 64).nullable();
    t.string('after_hash', 64).nullable();
    // The history of one item, newest first (lists by item, conflicts, pruning).
    t.index(['kind', 'item_key', 'revision_id']);
    t.index(['revision_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('revision_items');
  await knex.schema.dropTable('revision_contents');
  await knex.schema.dropTable('revisions');
}
