// Proves a hash of an earlier release (scrypt, in both stored forms) or of an older argon2id cost
// is replaced by argon2id at today's parameters on the next successful login (never on a failed
// one), and that the password keeps working; on the suite's database (SQLite and MySQL).
import { randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-context';
import { hashPassword } from './password';

describe('password hash upgrade at login', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  /** A scrypt hash as earlier releases stored it (`older`: before r and p were written down). */
  function scryptHash(password: string, form: 'with-r-p' | 'older'): string {
    const N = 2 ** 10;
    const salt = randomBytes(16).toString('base64url');
    const key = scryptSync(password.normalize('NFKC'), Buffer.from(salt, 'base64url'), 32, {
      N,
      r: 8,
      p: 1,
      maxmem: 256 * N * 8,
    }).toString('base64url');
    return form === 'older' ? `scrypt$${N}$${salt}$${key}` : `scrypt$${N}$8$1$${salt}$${key}`;
  }

  const storedHash = async (id: number) =>
    ((await ctx.db('users').where({ id }).first('password_hash')) as { password_hash: string }).password_hash;
  const today = () => new RegExp(`^\\$argon2id\\$v=19\\$m=${ctx.config.passwordHashCost},t=2,p=1\\$`);

  for (const form of ['with-r-p', 'older'] as const) {
    it(`rehashes a scrypt hash (${form} form) to argon2id on a successful login only`, async () => {
      const { user, email, password } = await ctx.member();
      const old = scryptHash(password, form);
      await ctx.db('users').where({ id: user.id }).update({ password_hash: old });

      await ctx.request.post('/api/login').send({ username: email, password: 'wrong-password' }).expect(401);
      expect(await storedHash(user.id)).toBe(old);

      await ctx.request.post('/api/login').send({ username: email, password }).expect(200);
      const upgraded = await storedHash(user.id);
      expect(upgraded).toMatch(today());

      // The same password still signs in, a wrong one is still refused, and an up-to-date hash is left alone.
      await ctx.request.post('/api/login').send({ username: email, password: 'wrong-password' }).expect(401);
      await ctx.request.post('/api/login').send({ username: email, password }).expect(200);
      expect(await storedHash(user.id)).toBe(upgraded);
    });
  }

  it('rehashes an argon2id hash made at an older cost', async () => {
    const { user, email, password } = await ctx.member();
    const old = await hashPassword(password, ctx.config.passwordHashCost / 2);
    await ctx.db('users').where({ id: user.id }).update({ password_hash: old });
    await ctx.request.post('/api/login').send({ username: email, password }).expect(200);
    expect(await storedHash(user.id)).toMatch(today());
  });

  it('keeps NFKC: a password stored decomposed signs in composed, before and after the upgrade', async () => {
    const { user, email } = await ctx.member();
    const decomposed = 'Jose\u0301-camino-2024';
    const composed = 'Jos\u00e9-camino-2024';
    await ctx
      .db('users')
      .where({ id: user.id })
      .update({ password_hash: scryptHash(decomposed, 'with-r-p') });
    await ctx.request.post('/api/login').send({ username: email, password: composed }).expect(200);
    expect(await storedHash(user.id)).toMatch(today());
    await ctx.request.post('/api/login').send({ username: email, password: decomposed }).expect(200);
    await ctx.request.post('/api/login').send({ username: email, password: composed }).expect(200);
  });

  it('keeps earlier sessions valid (the password did not change)', async () => {
    const { user, email, password, token } = await ctx.member();
    await ctx
      .db('users')
      .where({ id: user.id })
      .update({ password_hash: scryptHash(password, 'older') });
    await ctx.request.post('/api/login').send({ username: email, password }).expect(200);
    await ctx.request.get('/api/temas').set('Authorization', `Bearer ${token}`).expect(200);
  });
});
