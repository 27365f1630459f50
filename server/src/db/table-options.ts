import type { Knex } from 'knex';

/** MySQL tables are created in utf8mb4 so Spanish text and emoji survive; SQLite ignores this. */
export function utf8mb4(knex: Knex, table: Knex.CreateTableBuilder): void {
  if (knex.client.config.client !== 'mysql2') return;
  table.charset('utf8mb4');
  table.collate('utf8mb4_unicode_ci');
}

/** Timestamps are ISO-8601 UTC strings written by the app, identical on SQLite and MySQL. */
export function timestampColumn(table: Knex.CreateTableBuilder, name: string) {
  return table.string(name, 24);
}
