import type { Knex } from 'knex';
import { timestampColumn, utf8mb4 } from '../table-options';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('volumes', (t) => {
    utf8mb4(knex, t);
    t.integer('volume_number').primary();
    t.boolean('is_available').notNullable().defaultTo(false);
    t.string('youtube_url', 500).nullable();
  });
  await knex.schema.createTable('playlists', (t) => {
    utf8mb4(knex, t);
    t.integer('volume_number').primary().references('volumes.volume_number').onDelete('CASCADE');
    t.string('playlist_id', 200).notNullable();
    t.string('playlist_title', 500).notNullable();
    t.text('description').notNullable();
    timestampColumn(t, 'created_at').notNullable();
    timestampColumn(t, 'updated_at').notNullable();
  });
  await knex.schema.createTable('videos', (t) => {
    utf8mb4(knex, t);
    t.increments('id').primary();
    t.integer('volume_number').notNullable().references('playlists.volume_number').onDelete('CASCADE');
    t.integer('position').notNullable();
    t.string('video_id', 64).notNullable();
    t.string('title', 500).notNullable();
    t.string('url', 500).notNullable();
    t.string('channel_title', 200).notNullable();
    t.string('thumbnail', 1000).notNullable();
    // Parsed from the title '{volume}-{index}. …'; null when the title does not follow the pattern.
    t.integer('chapter_index').nullable();
    t.unique(['volume_number', 'position']);
    t.index(['volume_number', 'video_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('videos');
  await knex.schema.dropTable('playlists');
  await knex.schema.dropTable('volumes');
}
