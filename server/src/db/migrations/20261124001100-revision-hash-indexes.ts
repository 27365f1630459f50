import type { Knex } from 'knex';

// Pruning a revision asks, for each content it referred to, whether any other revision still
// does (migration 20261124001000): without these indexes that question scans every item row.

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('revision_items', (t) => {
    t.index(['before_hash']);
    t.index(['after_hash']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('revision_items', (t) => {
    t.dropIndex(['before_hash']);
    t.dropIndex(['after_hash']);
  });
}
