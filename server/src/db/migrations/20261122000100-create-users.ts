import type { Knex } from 'knex';
import { timestampColumn, utf8mb4 } from '../table-options';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    utf8mb4(knex, t);
    t.increments('id').primary();
    // Members sign in with their email (stored lower-cased), admins with a username.
    t.string('email', 254).nullable().unique();
    t.string('username', 64).nullable().unique();
    t.string('first_name', 100).notNullable();
    t.string('last_name', 100).notNullable();
    t.string('password_hash', 255).notNullable();
    t.string('role', 16).notNullable().defaultTo('user');
    t.boolean('is_active').notNullable().defaultTo(true);
    t.boolean('email_verified').notNullable().defaultTo(false);
    // Bumped to invalidate every token issued before (password reset, demotion).
    t.integer('token_version').notNullable().defaultTo(0);
    timestampColumn(t, 'created_at').notNullable();
    timestampColumn(t, 'last_activity').nullable();
    t.index(['role']);
    t.index(['last_activity']);
  });
  await knex.schema.createTable('auth_tokens', (t) => {
    utf8mb4(knex, t);
    t.increments('id').primary();
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.string('purpose', 16).notNullable();
    t.string('token_hash', 64).notNullable().unique();
    timestampColumn(t, 'expires_at').notNullable();
    timestampColumn(t, 'used_at').nullable();
    timestampColumn(t, 'created_at').notNullable();
    t.index(['user_id', 'purpose']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('auth_tokens');
  await knex.schema.dropTable('users');
}
