import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // The row exists before any write, so raising it is a plain UPDATE: two first writes at once
  // on MySQL would otherwise both take gap locks inserting it and deadlock.
  await knex('cache_generations').insert({ name: 'content', generation: 0 });
}

export async function down(knex: Knex): Promise<void> {
  await knex('cache_generations').where({ name: 'content' }).delete();
}
