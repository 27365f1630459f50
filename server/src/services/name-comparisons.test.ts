// Proves that names compare the same on SQLite and MySQL (this file runs on both): login names
// (emails, admin usernames) without case and otherwise exactly, theme titles without case or
// accents, for uniqueness, sign-in and search. Before, MySQL's collation folded case and accents
// and SQLite compared bytes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from './users-service';
import { tema } from '../test/chapter-fixtures';
import { createTestContext, type TestContext } from '../test/test-context';

describe('comparisons of names, identical on both databases', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const register = (email: string) =>
    ctx.request
      .post('/api/register')
      .send({ first_name: 'Ana', last_name: 'Ruiz', email, password: 'secret123' });
  const login = (username: string, password = 'secret123') =>
    ctx.request.post('/api/login').send({ username, password });

  it('refuses an email registered in another case, and signs in with any case', async () => {
    await register('ana@example.com').expect(201);
    const again = await register('Ana@Example.com').expect(409);
    expect(again.body.code).toBe('email_taken');
    expect(await ctx.db('users').where('email', 'like', '%ana@example.com')).toHaveLength(1);
    await login('ANA@EXAMPLE.COM').expect(200);
    await login('  Ana@example.com ').expect(200);
  });

  it('treats an accented address as another address', async () => {
    await login('ána@example.com').expect(401);
    // Valid addresses are ASCII (the schema's email format), so no accented twin can register.
    expect(await ctx.services.users.findByLogin('ána@example.com')).toBeUndefined();
  });

  it('stores admin usernames in lower case and finds them in any case, never with other accents', async () => {
    await ctx.services.users.upsertAdmin('Chief', 'admin-pass-1');
    const row = await ctx.db('users').where({ role: 'admin' }).first('username');
    expect(row.username).toBe('chief');
    await login('CHIEF', 'admin-pass-1').expect(200);
    await login('chief', 'admin-pass-1').expect(200);
    await login('chíef', 'admin-pass-1').expect(401);
    // The same name in another case is the same account: a new password, not a second admin.
    expect(await ctx.services.users.upsertAdmin('CHIEF', 'admin-pass-2')).toBe('updated');
    await expect(ctx.services.users.createAdmin('cHiEf', 'admin-pass-3')).rejects.toSatisfy(
      isUniqueViolation,
    );
    expect(await ctx.services.users.countAdmins()).toBe(1);
    await login('Chief', 'admin-pass-2').expect(200);
  });

  it('makes "Perdón" and "perdon" one theme: an upload of either replaces the other', async () => {
    const [first] = await ctx.services.themes.upsertMany([tema('Perdón nuevo')]);
    const [second] = await ctx.services.themes.upsertMany([tema('PERDON Nuevo')]);
    expect(second!.id).toBe(first!.id);
    const rows = await ctx.db('themes').where('title_key', 'perdon nuevo').select('title');
    // The newest upload's spelling is kept.
    expect(rows).toEqual([{ title: 'PERDON Nuevo' }]);
    await ctx.services.themes.upsertMany([tema('Perdón Nuevo')]);
    expect(await ctx.db('themes').where('title_key', 'perdon nuevo').select('title')).toEqual([
      { title: 'Perdón Nuevo' },
    ]);
  });

  it('keeps one row per folded title in the database itself', async () => {
    const row = { content: '{}', content_hash: 'x', visible: true, created_at: 'x', updated_at: 'x' };
    await ctx.db('themes').insert({ ...row, title: 'Oración', title_key: 'oracion' });
    const twin = ctx.db('themes').insert({ ...row, title: 'oracion', title_key: 'oracion' });
    await expect(twin).rejects.toSatisfy(isUniqueViolation);
  });

  it('finds a theme by any case and with or without accents, both ways', async () => {
    await ctx.services.themes.upsertMany([tema('Misericordia'), tema('Compasión')]);
    const titles = async (search: string) =>
      (await ctx.services.themes.findByTitle(search)).map((t) => t.title);
    expect(await titles('compasion')).toEqual(['Compasión']);
    expect(await titles('COMPASIÓN')).toEqual(['Compasión']);
    expect(await titles('perdón')).toEqual(['Perdón Nuevo']);
    expect(await titles('perdon')).toEqual(['Perdón Nuevo']);
    expect(await titles('MISERI')).toEqual(['Misericordia']);
    // LIKE's wildcards are plain characters in a search.
    expect(await titles('%')).toEqual([]);
  });
});
