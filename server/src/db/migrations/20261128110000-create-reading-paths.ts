import type { Knex } from 'knex';
import { timestampColumn, utf8mb4 } from '../table-options';

// Reading paths (schemas/src/path.ts) as published content, each member's paths and the days
// they marked done, the days a member did something devotional (the streak is computed from
// them, never incremented) and the member's time zone and streak preference. Member progress
// names the path by its id without a foreign key: a path an admin deletes and then restores
// through its history finds its members' progress again.

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('reading_paths', (t) => {
    utf8mb4(knex, t);
    t.string('id', 60).primary();
    t.text('content', 'mediumtext').notNullable();
    t.string('content_hash', 64).notNullable();
    timestampColumn(t, 'created_at').notNullable();
    timestampColumn(t, 'updated_at').notNullable();
  });
  await knex.schema.createTable('member_paths', (t) => {
    utf8mb4(knex, t);
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.string('path_id', 60).notNullable();
    // 'active', 'paused' or 'left' (a left path keeps its marks until the member joins again).
    t.string('state', 8).notNullable();
    // The date of day 1 for an on-join path (YYYY-MM-DD); null for a path on the liturgical year.
    t.string('start_date', 10).nullable();
    timestampColumn(t, 'joined_at').notNullable();
    timestampColumn(t, 'updated_at').notNullable();
    t.primary(['user_id', 'path_id']);
  });
  await knex.schema.createTable('path_day_marks', (t) => {
    utf8mb4(knex, t);
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.string('path_id', 60).notNullable();
    t.integer('day').notNullable();
    timestampColumn(t, 'done_at').notNullable();
    // 'marked' (the member said so) or 'watched' (every chapter of the day was watched).
    t.string('how', 8).notNullable();
    t.primary(['user_id', 'path_id', 'day']);
  });
  await knex.schema.createTable('devotional_days', (t) => {
    utf8mb4(knex, t);
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    // The member's own calendar date when they acted, in their time zone.
    t.string('local_date', 10).notNullable();
    timestampColumn(t, 'created_at').notNullable();
    t.primary(['user_id', 'local_date']);
  });
  await knex.schema.createTable('member_preferences', (t) => {
    utf8mb4(knex, t);
    t.integer('user_id').unsigned().primary().references('users.id').onDelete('CASCADE');
    t.string('time_zone', 64).nullable();
    t.boolean('streak_hidden').notNullable().defaultTo(false);
    timestampColumn(t, 'updated_at').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('member_preferences');
  await knex.schema.dropTable('devotional_days');
  await knex.schema.dropTable('path_day_marks');
  await knex.schema.dropTable('member_paths');
  await knex.schema.dropTable('reading_paths');
}
