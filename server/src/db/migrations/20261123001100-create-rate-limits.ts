import type { Knex } from 'knex';
import { utf8mb4 } from '../table-options';

/**
 * The counters of rate-limiter-flexible's MySQL and SQLite stores (see services/limits). The
 * library could create its table at runtime, but the schema belongs to the migrations, so the
 * limiters are built with `tableCreated: true`. Column names and order are the library's: its
 * MySQL upsert inserts `VALUES (key, points, expire)` positionally. Keys are a short prefix and
 * a sha256, so 100 ASCII characters always fit. The hand-written fixed-window table goes.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('rate_limits', (t) => {
    utf8mb4(knex, t);
    t.string('key', 100).primary();
    t.integer('points').notNullable().defaultTo(0);
    t.bigInteger('expire').unsigned().nullable();
    t.index(['expire']);
  });
  await knex.schema.dropTable('throttle_counters');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.createTable('throttle_counters', (t) => {
    utf8mb4(knex, t);
    t.string('bucket', 200).primary();
    t.integer('hits').notNullable().defaultTo(0);
    t.bigInteger('window_start_ms').notNullable();
    t.bigInteger('blocked_until_ms').notNullable().defaultTo(0);
  });
  await knex.schema.dropTable('rate_limits');
}
