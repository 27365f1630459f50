import type { Knex } from 'knex';
import { utf8mb4 } from '../table-options';

export async function up(knex: Knex): Promise<void> {
  // One counter per kind of cached content, raised in the same transaction as every admin write:
  // each server compares it with the value it last saw to know when to drop its in-process cache.
  await knex.schema.createTable('cache_generations', (t) => {
    utf8mb4(knex, t);
    t.string('name', 32).primary();
    t.bigInteger('generation').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('cache_generations');
}
