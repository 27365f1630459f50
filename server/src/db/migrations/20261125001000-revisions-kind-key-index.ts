import type { Knex } from 'knex';

// The History tab's filter by item (GET /admin/revisions?kind=&key=) and the revert conflict check
// ask for the revisions listed under one item, newest first (migration 20261124001000): without
// this index each of them scans every revision. Both databases keep the primary key in a
// secondary index, so it also gives the newest-first order of one item's revisions.
export const REVISIONS_ITEM_INDEX = 'revisions_kind_item_key_index';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('revisions', (t) => {
    t.index(['kind', 'item_key'], REVISIONS_ITEM_INDEX);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('revisions', (t) => {
    t.dropIndex(['kind', 'item_key'], REVISIONS_ITEM_INDEX);
  });
}
