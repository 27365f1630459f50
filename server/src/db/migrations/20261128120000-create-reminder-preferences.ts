import type { Knex } from 'knex';
import { timestampColumn, utf8mb4 } from '../table-options';

export async function up(knex: Knex): Promise<void> {
  // One row per member who saved reminder preferences; no row means every reminder is off.
  await knex.schema.createTable('reminder_preferences', (t) => {
    utf8mb4(knex, t);
    t.integer('user_id').unsigned().primary().references('users.id').onDelete('CASCADE');
    t.string('time_zone', 64).notNullable();
    t.string('language', 2).notNullable();
    t.string('quiet_start', 5).nullable();
    t.string('quiet_end', 5).nullable();
    t.boolean('push_enabled').notNullable();
    t.string('push_time', 5).notNullable();
    // ISO weekdays as a bit set: bit 0 is Monday, bit 6 Sunday.
    t.integer('push_days').notNullable();
    t.boolean('email_enabled').notNullable();
    t.string('email_time', 5).notNullable();
    t.integer('email_days').notNullable();
    t.string('email_frequency', 8).notNullable();
    t.integer('email_weekly_day').notNullable();
    timestampColumn(t, 'updated_at').notNullable();
    // The scheduler reads only members with a channel on.
    t.index(['push_enabled']);
    t.index(['email_enabled']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('reminder_preferences');
}
