import type { Knex } from 'knex';
import { timestampColumn, utf8mb4 } from '../table-options';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('chapter_files', (t) => {
    utf8mb4(knex, t);
    t.integer('volume_number').notNullable();
    t.integer('chapter_index').notNullable();
    t.string('kind', 8).notNullable(); // 'main' | 'optional'
    t.text('content', 'mediumtext').notNullable();
    t.string('content_hash', 64).notNullable();
    timestampColumn(t, 'created_at').notNullable();
    timestampColumn(t, 'updated_at').notNullable();
    t.primary(['volume_number', 'chapter_index', 'kind']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('chapter_files');
}
