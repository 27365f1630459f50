import type { Knex } from 'knex';

// One comparison on both databases (schemas/src/comparison-keys.ts): MySQL's utf8mb4_unicode_ci
// made 'Perdón' equal 'perdon' and 'Admin' equal 'admin' where SQLite compared bytes. From here
// the database compares only keys, byte for byte (utf8mb4_bin on MySQL, SQLite's default BINARY):
// - users.email and users.username hold their login key (lower case), as the app now writes them;
// - themes.title keeps its spelling and themes.title_key (lower case, no accents) is unique.
// The key functions are copied here as they were when this migration was written, so that the
// migration stays what it was whatever happens to the shared module later.

const loginKey = (name: string): string => name.trim().normalize('NFC').toLowerCase();

const titleKey = (title: string): string =>
  title
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/\s+/gu, ' ')
    .trim()
    .toLowerCase()
    .normalize('NFC');

const isMysql = (knex: Knex) => knex.client.config.client === 'mysql2';

/** Re-declares a MySQL varchar column with `collation`, keeping its length and nullability. */
async function setCollation(knex: Knex, table: string, column: string, collation: string): Promise<void> {
  const [rows] = (await knex.raw(
    `SELECT CHARACTER_MAXIMUM_LENGTH AS len, IS_NULLABLE AS nullable FROM information_schema.COLUMNS
     WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ? AND COLUMN_NAME = ?`,
    [table, column],
  )) as [Array<{ len: number; nullable: string }>];
  const { len, nullable } = rows[0]!;
  await knex.raw(
    `ALTER TABLE ?? MODIFY ?? VARCHAR(${Number(len)}) CHARACTER SET utf8mb4 COLLATE ${collation} ${
      nullable === 'YES' ? 'NULL' : 'NOT NULL'
    }`,
    [table, column],
  );
}

/**
 * Writes each row's login key into `column`. Two rows whose names differ only in case (possible
 * on SQLite before) cannot share a key: the first to hold it (already, or in id order) keeps it,
 * the other keeps its name as it was, and cannot sign in until it is renamed.
 */
async function storeLoginKeys(knex: Knex, column: 'email' | 'username'): Promise<void> {
  const rows = (await knex('users').whereNotNull(column).orderBy('id').select('id', column)) as Array<
    Record<string, string> & { id: number }
  >;
  const taken = new Set(rows.map((row) => row[column]!));
  for (const row of rows) {
    const name = row[column]!;
    const key = loginKey(name);
    if (key === name || taken.has(key)) continue;
    taken.add(key);
    await knex('users')
      .where({ id: row.id })
      .update({ [column]: key });
  }
}

export async function up(knex: Knex): Promise<void> {
  await storeLoginKeys(knex, 'email');
  await storeLoginKeys(knex, 'username');
  if (isMysql(knex)) {
    await setCollation(knex, 'users', 'email', 'utf8mb4_bin');
    await setCollation(knex, 'users', 'username', 'utf8mb4_bin');
  }

  await knex.schema.alterTable('themes', (t) => {
    const key = t.string('title_key', 200).nullable();
    if (isMysql(knex)) key.collate('utf8mb4_bin');
  });
  // Titles that already fold to one key (SQLite kept 'Perdón' and 'perdon' apart) stay apart: the
  // older gets the key, the others a key suffixed with their id, until an admin removes one.
  const themes = (await knex('themes').orderBy('id').select('id', 'title')) as Array<{
    id: number;
    title: string;
  }>;
  const used = new Set<string>();
  for (const theme of themes) {
    let key = titleKey(theme.title);
    if (used.has(key)) key = `${key} #${theme.id}`;
    used.add(key);
    await knex('themes').where({ id: theme.id }).update({ title_key: key });
  }
  await knex.schema.alterTable('themes', (t) => {
    t.dropUnique(['title']);
    t.unique(['title_key']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('themes', (t) => {
    t.dropUnique(['title_key']);
    t.unique(['title']);
  });
  await knex.schema.alterTable('themes', (t) => {
    t.dropColumn('title_key');
  });
  if (isMysql(knex)) {
    await setCollation(knex, 'users', 'email', 'utf8mb4_unicode_ci');
    await setCollation(knex, 'users', 'username', 'utf8mb4_unicode_ci');
  }
}
