import type { Knex } from 'knex';
import { timestampColumn, utf8mb4 } from '../table-options';

export async function up(knex: Knex): Promise<void> {
  // Each device a member enabled push on: where its push service takes notifications, and the keys.
  await knex.schema.createTable('push_subscriptions', (t) => {
    utf8mb4(knex, t);
    t.increments('id');
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.text('endpoint').notNullable();
    // SHA-256 of the endpoint: the unique key (an index on a 2048-character URL is too long for MySQL).
    t.string('endpoint_hash', 64).notNullable().unique();
    t.string('p256dh', 120).notNullable();
    t.string('auth', 32).notNullable();
    t.string('label', 100).notNullable();
    t.string('language', 2).notNullable();
    timestampColumn(t, 'created_at').notNullable();
    t.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('push_subscriptions');
}
