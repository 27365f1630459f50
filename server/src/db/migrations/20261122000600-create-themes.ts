import type { Knex } from 'knex';
import { timestampColumn, utf8mb4 } from '../table-options';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('themes', (t) => {
    utf8mb4(knex, t);
    t.increments('id').primary();
    t.string('title', 200).notNullable().unique();
    t.text('content', 'mediumtext').notNullable();
    t.string('content_hash', 64).notNullable();
    t.boolean('visible').notNullable().defaultTo(true);
    timestampColumn(t, 'created_at').notNullable();
    timestampColumn(t, 'updated_at').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('themes');
}
