import type { Knex } from 'knex';
import { timestampColumn, utf8mb4 } from '../table-options';

export async function up(knex: Knex): Promise<void> {
  // The chapter a member last opened in each volume, so the volume page reopens there on any device.
  await knex.schema.createTable('reading_positions', (t) => {
    utf8mb4(knex, t);
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.integer('volume_number').notNullable();
    t.integer('chapter_index').notNullable();
    timestampColumn(t, 'updated_at').notNullable();
    t.primary(['user_id', 'volume_number']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('reading_positions');
}
