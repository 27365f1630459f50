import type { Knex } from 'knex';
import { timestampColumn, utf8mb4 } from '../table-options';

// Notes get a version: a save names the version it replaces, so one device cannot
// silently overwrite another's newer text, and each replaced text is kept in note_versions for
// a while (NOTE_HISTORY_VERSIONS, NOTE_HISTORY_DAYS) so it can be restored.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('notes', (t) => {
    t.integer('version').notNullable().defaultTo(1);
  });
  await knex.schema.createTable('note_versions', (t) => {
    utf8mb4(knex, t);
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.integer('volume_number').notNullable();
    t.string('chapter_key', 100).notNullable();
    t.integer('version').notNullable();
    t.text('note_text').notNullable();
    // When this text was saved, and when a later save (or a deletion) replaced it.
    timestampColumn(t, 'saved_at').notNullable();
    timestampColumn(t, 'replaced_at').notNullable();
    t.primary(['user_id', 'volume_number', 'chapter_key', 'version']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('note_versions');
  await knex.schema.alterTable('notes', (t) => {
    t.dropColumn('version');
  });
}
