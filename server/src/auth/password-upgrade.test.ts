// Proves a hash made with older scrypt parameters is replaced by one at today's parameters on
// the next successful login (never on a failed one), and that the password keeps working.
import { randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-context';

describe('password hash upgrade at login', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  /** The stored form of the previous release: `scrypt$N$salt$key` at a cost below today's. */
  function previousReleaseHash(password: string): string {
    const N = ctx.config.passwordHashCost / 2;
    const salt = randomBytes(16);
    const key = scryptSync(password, salt, 32, { N, r: 8, p: 1, maxmem: 256 * N * 8 });
    return `scrypt$${N}$${salt.toString('base64url')}$${key.toString('base64url')}`;
  }

  const storedHash = async (id: number) =>
    ((await ctx.db('users').where({ id }).first('password_hash')) as { password_hash: string }).password_hash;

  it('rehashes on a successful login only, and the new hash verifies', async () => {
    const { user, email, password } = await ctx.member();
    const old = previousReleaseHash(password);
    await ctx.db('users').where({ id: user.id }).update({ password_hash: old });

    await ctx.request.post('/api/login').send({ username: email, password: 'wrong-password' }).expect(401);
    expect(await storedHash(user.id)).toBe(old);

    await ctx.request.post('/api/login').send({ username: email, password }).expect(200);
    const upgraded = await storedHash(user.id);
    expect(upgraded).not.toBe(old);
    expect(upgraded).toMatch(new RegExp(`^scrypt\\$${ctx.config.passwordHashCost}\\$8\\$1\\$`));

    // The same password still signs in, and an up-to-date hash is left alone.
    await ctx.request.post('/api/login').send({ username: email, password }).expect(200);
    expect(await storedHash(user.id)).toBe(upgraded);
  });

  it('keeps earlier sessions valid (the password did not change)', async () => {
    const { user, email, password, token } = await ctx.member();
    await ctx
      .db('users')
      .where({ id: user.id })
      .update({ password_hash: previousReleaseHash(password) });
    await ctx.request.post('/api/login').send({ username: email, password }).expect(200);
    await ctx.request.get('/api/temas').set('Authorization', `Bearer ${token}`).expect(200);
  });
});
