import type { Knex } from 'knex';
import { timestampColumn, utf8mb4 } from '../table-options';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('audit_log', (t) => {
    utf8mb4(knex, t);
    t.increments('id').primary();
    // No foreign key: the record of who did what outlives the account.
    t.integer('actor_id').unsigned().nullable();
    t.string('actor_name', 254).notNullable();
    t.string('action', 64).notNullable();
    t.string('target', 200).notNullable().defaultTo('');
    t.text('details').notNullable();
    timestampColumn(t, 'created_at').notNullable();
    t.index(['created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('audit_log');
}
