// Proves that in production a password chosen over the API (registration, reset) passes the one
// strength check (auth/password-strength.ts): a guessable one is a 422 naming the field and saying
// what is wrong in the request's language, and changes nothing (no account, the reset link kept).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context';

const STRONG = 'plum-harbor-quietly-47';

describe('passwords chosen in production', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ config: { nodeEnv: 'production' } });
  });
  afterAll(() => ctx.close());

  const register = (email: string, password: string, lang = 'en') =>
    ctx.request
      .post('/api/register')
      .set('Accept-Language', lang)
      .send({ first_name: 'Ana', last_name: 'García', email, password });

  it('refuses a guessable password at registration, in English and Spanish, creating no account', async () => {
    const en = await register('weak@example.com', 'chiefchief12').expect(422);
    expect(en.body).toEqual({
      code: 'invalid_body',
      detail: 'The password is too easy to guess: it repeats a word or a pattern',
      errors: [expect.objectContaining({ pointer: '/password', message: 'it repeats a word or a pattern' })],
    });
    const es = await register('weak@example.com', '1q2w3e4r5t6y', 'es').expect(422);
    expect(es.body).toEqual({
      code: 'invalid_body',
      detail: 'La contraseña es demasiado fácil de adivinar: es una contraseña común, o se parece a una',
      errors: [
        expect.objectContaining({
          pointer: '/password',
          message: 'es una contraseña común, o se parece a una',
        }),
      ],
    });
    expect(await ctx.db('users').where({ email: 'weak@example.com' }).first()).toBeUndefined();
    await register('weak@example.com', STRONG).expect(201);
  });

  it('refuses a guessable new password at reset and keeps the link for another try', async () => {
    const { email } = await ctx.member({ password: STRONG });
    const { token } = (await ctx.services.accounts.createResetToken(email))!;
    const refused = await ctx.request
      .post('/api/reset-password')
      .send({ token, new_password: 'Camino-Camino' })
      .expect(422);
    expect(refused.body.errors).toEqual([
      expect.objectContaining({ pointer: '/new_password', message: expect.any(String) }),
    ]);
    await ctx.request.post('/api/validate-reset-token').query({ token }).expect(200);
    await ctx.request
      .post('/api/reset-password')
      .send({ token, new_password: 'tortuga-lenta-azul-9' })
      .expect(200);
    await ctx.request
      .post('/api/login')
      .send({ username: email, password: 'tortuga-lenta-azul-9' })
      .expect(200);
  });
});

describe('passwords chosen outside production', () => {
  it('only need the spec’s minimum length', async () => {
    const ctx = await createTestContext();
    try {
      await ctx.request
        .post('/api/register')
        .send({ first_name: 'Ana', last_name: 'García', email: 'dev@example.com', password: 'chiefchief12' })
        .expect(201);
    } finally {
      await ctx.close();
    }
  });
});
