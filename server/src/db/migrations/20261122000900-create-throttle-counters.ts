import type { Knex } from 'knex';
import { utf8mb4 } from '../table-options';

export async function up(knex: Knex): Promise<void> {
  // Fixed-window counters shared by every server instance (login, forgot-password, resend).
  await knex.schema.createTable('throttle_counters', (t) => {
    utf8mb4(knex, t);
    t.string('bucket', 200).primary();
    t.integer('hits').notNullable().defaultTo(0);
    t.bigInteger('window_start_ms').notNullable();
    t.bigInteger('blocked_until_ms').notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('throttle_counters');
}
