import type { Knex } from 'knex';
import { timestampColumn, utf8mb4 } from '../table-options';

export async function up(knex: Knex): Promise<void> {
  // Keys every server of one database must share and that are generated once (the VAPID key pair
  // when the environment gives none). Not a settings row: settings are content with one writer.
  await knex.schema.createTable('server_keys', (t) => {
    utf8mb4(knex, t);
    t.string('name', 64).primary();
    t.text('value').notNullable();
    timestampColumn(t, 'created_at').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('server_keys');
}
