import type { Knex } from 'knex';
import { timestampColumn, utf8mb4 } from '../table-options';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('watched_videos', (t) => {
    utf8mb4(knex, t);
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.integer('volume_number').notNullable();
    t.string('video_id', 64).notNullable();
    timestampColumn(t, 'created_at').notNullable();
    t.primary(['user_id', 'volume_number', 'video_id']);
  });
  await knex.schema.createTable('notes', (t) => {
    utf8mb4(knex, t);
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.integer('volume_number').notNullable();
    t.integer('chapter_index').notNullable();
    t.text('note_text').notNullable();
    timestampColumn(t, 'created_at').notNullable();
    timestampColumn(t, 'updated_at').notNullable();
    t.primary(['user_id', 'volume_number', 'chapter_index']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('notes');
  await knex.schema.dropTable('watched_videos');
}
