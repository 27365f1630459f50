// Proves migration 20261123003100 on data written before it, on both databases: existing login
// names become their lower-case key (names that collided on SQLite stay apart), every theme gets
// its title key (titles that fold alike on SQLite stay apart with a suffixed key), and afterwards
// the database itself refuses a second account or theme with the same key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../services/users-service';
import { createTestDb, TEST_DB } from '../test/test-context';
import type { Db } from './connection';
import { down, up } from './migrations/20261123003100-login-and-title-keys';

const user = (fields: { email?: string | null; username?: string | null }) => ({
  email: null,
  username: null,
  first_name: 'A',
  last_name: 'B',
  password_hash: 'x',
  role: 'user',
  is_active: true,
  email_verified: true,
  token_version: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  ...fields,
});
const theme = (title: string) => ({
  title,
  content: '{}',
  content_hash: 'x',
  visible: true,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});

describe('migration 20261123003100-login-and-title-keys', () => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await createTestDb());
    // Back to the shape before the migration, then rows as the old code could write them.
    await down(db);
    await db('users').insert([user({ email: 'Mixed@Example.COM' }), user({ username: 'Chief' })]);
    await db('themes').insert(theme('Perdón'));
    // Only SQLite compared bytes before: these twins could not exist on MySQL.
    if (TEST_DB === 'sqlite') {
      await db('users').insert(user({ username: 'chief' }));
      await db('themes').insert(theme('perdon'));
    }
    await up(db);
  });
  afterAll(() => drop());

  it('stores login names as their key, leaving a name whose key another account holds', async () => {
    const emails = await db('users').whereNotNull('email').pluck('email');
    expect(emails).toEqual(['mixed@example.com']);
    const usernames = await db('users').whereNotNull('username').orderBy('id').pluck('username');
    expect(usernames).toEqual(TEST_DB === 'sqlite' ? ['Chief', 'chief'] : ['chief']);
  });

  it('gives every theme its key; a twin on SQLite gets one suffixed with its id', async () => {
    const rows = (await db('themes').orderBy('id').select('id', 'title', 'title_key')) as Array<{
      id: number;
      title: string;
      title_key: string;
    }>;
    expect(rows[0]).toMatchObject({ title: 'Perdón', title_key: 'perdon' });
    if (TEST_DB === 'sqlite')
      expect(rows[1]).toMatchObject({ title: 'perdon', title_key: `perdon #${rows[1]!.id}` });
    expect(rows).toHaveLength(TEST_DB === 'sqlite' ? 2 : 1);
  });

  it('then refuses a second row with the same key, and accepts an accented address as another', async () => {
    await expect(db('themes').insert({ ...theme('PERDÓN'), title_key: 'perdon' })).rejects.toSatisfy(
      isUniqueViolation,
    );
    await expect(db('users').insert(user({ email: 'mixed@example.com' }))).rejects.toSatisfy(
      isUniqueViolation,
    );
    // Byte comparison on both: MySQL's old collation would have called these the same address.
    await db('users').insert(user({ email: 'míxed@example.com' }));
    expect(await db('users').where({ email: 'mixed@example.com' }).count({ n: '*' }).first()).toEqual({
      n: 1,
    });
  });
});
