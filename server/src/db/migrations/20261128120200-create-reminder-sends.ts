import type { Knex } from 'knex';
import { timestampColumn, utf8mb4 } from '../table-options';

export async function up(knex: Knex): Promise<void> {
  // One row per reminder sent (or being sent): the primary key is the claim, so with several
  // servers on one database each member gets at most one reminder per channel and local day.
  await knex.schema.createTable('reminder_sends', (t) => {
    utf8mb4(knex, t);
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.string('channel', 8).notNullable();
    t.string('local_date', 10).notNullable();
    // A random value written by the server that claimed the row: reading it back tells the winner.
    t.string('claim', 32).notNullable();
    t.string('status', 8).notNullable();
    timestampColumn(t, 'claimed_at').notNullable();
    t.primary(['user_id', 'channel', 'local_date']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('reminder_sends');
}
