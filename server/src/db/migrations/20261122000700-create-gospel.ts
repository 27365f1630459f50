import type { Knex } from 'knex';
import { timestampColumn, utf8mb4 } from '../table-options';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('gospel_entries', (t) => {
    utf8mb4(knex, t);
    t.string('date', 10).primary(); // YYYY-MM-DD
    t.text('content', 'mediumtext').notNullable();
    t.string('content_hash', 64).notNullable();
    timestampColumn(t, 'created_at').notNullable();
    timestampColumn(t, 'updated_at').notNullable();
  });
  await knex.schema.createTable('gospel_views', (t) => {
    utf8mb4(knex, t);
    t.string('date', 10).primary();
    t.integer('views').notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('gospel_views');
  await knex.schema.dropTable('gospel_entries');
}
