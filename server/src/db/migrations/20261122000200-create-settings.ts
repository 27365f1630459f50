import type { Knex } from 'knex';
import { timestampColumn, utf8mb4 } from '../table-options';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('settings', (t) => {
    utf8mb4(knex, t);
    t.string('key', 64).primary();
    t.text('value', 'mediumtext').notNullable();
    timestampColumn(t, 'updated_at').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('settings');
}
