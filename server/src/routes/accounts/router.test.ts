// Proves the email flows end to end through a real SMTP server: register → verify → log in,
// forgot → reset → log in, with single-use, expiring, hashed tokens and neutral answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { untilMetered } from '../../test/hostile/limiter-support';
import { sha256 } from '../../lib/sha256';
import { startSmtpSink, tokenFromMail } from '../../test/smtp-sink';
import { bearer, createTestContext, type TestContext } from '../../test/test-context';

const NEUTRAL = 'If the email exists in our system, you will receive a recovery link';

describe('account email flows', () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let time = Date.parse('2026-11-22T10:00:00Z');
  const clock = { now: () => new Date(time) };

  beforeAll(async () => {
    smtp = await startSmtpSink();
    ctx = await createTestContext({ clock, config: { smtpUrl: smtp.url } });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  const login = (username: string, password: string) =>
    ctx.request.post('/api/login').send({ username, password });

  it('register → verification mail (Spanish) → verify → log in; the link works once', async () => {
    await ctx.services.settings.set('email_validation', { enabled: true });
    const email = 'lucia@example.com';
    const res = await ctx.request
      .post('/api/register')
      .set('Accept-Language', 'es-ES')
      .send({ first_name: 'Lucía', last_name: 'Pérez', email, password: 'secreto1' })
      .expect(201);
    expect(res.body.email_verification_required).toBe(true);
    expect(res.body).not.toHaveProperty('access_token');
    expect((await login(email, 'secreto1').expect(403)).body.code).toBe('email_not_verified');

    const mail = await smtp.waitFor(email);
    expect(mail.raw).toContain('Subject: Confirma tu correo en Camino');
    expect(mail.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    const token = tokenFromMail(mail, '/verify-email');
    const stored = await ctx.db('auth_tokens').where({ purpose: 'verify' }).first();
    expect(stored.token_hash).toBe(sha256(token));
    expect(JSON.stringify(stored)).not.toContain(token);

    await ctx.request.post('/api/verify-email').send({ token }).expect(200);
    await login(email, 'secreto1').expect(200);
    const again = await ctx.request.post('/api/verify-email').send({ token }).expect(400);
    expect(again.body).toEqual({
      detail: 'Invalid or expired verification token',
      code: 'invalid_verification_token',
    });
    await ctx.services.settings.set('email_validation', { enabled: false });
  });

  it('forgot → reset mail (English) → reset → new password works, old one and old sessions do not', async () => {
    const { email, token: session } = await ctx.member({ email: 'marco@example.com', password: 'oldpass1' });
    const res = await ctx.request
      .post('/api/forgot-password')
      .set('Accept-Language', 'en-US')
      .send({ email })
      .expect(200);
    expect(res.body).toEqual({ message: NEUTRAL });
    const mail = await smtp.waitFor(email);
    expect(mail.raw).toContain('Subject: Reset your Camino password');
    const token = tokenFromMail(mail, '/reset-password');

    await ctx.request.post(`/api/validate-reset-token?token=${token}`).expect(200);
    await ctx.request.post('/api/reset-password').send({ token, new_password: 'newpass1' }).expect(200);
    await login(email, 'oldpass1').expect(401);
    await login(email, 'newpass1').expect(200);
    await ctx.request.get('/api/temas').set(bearer(session)).expect(401);
    const reuse = await ctx.request
      .post('/api/reset-password')
      .send({ token, new_password: 'another1' })
      .expect(400);
    expect(reuse.body).toEqual({ detail: 'Invalid or expired recovery token', code: 'invalid_reset_token' });
    await login(email, 'newpass1').expect(200);
  });

  it('answers an unknown email exactly like a known one, and sends nothing', async () => {
    const unknown = await ctx.request
      .post('/api/forgot-password')
      .send({ email: 'nobody@example.com' })
      .expect(200);
    const { email } = await ctx.member();
    const known = await ctx.request.post('/api/forgot-password').send({ email }).expect(200);
    expect(unknown.body).toEqual(known.body);
    await smtp.waitFor(email);
    expect(smtp.countFor('nobody@example.com')).toBe(0);
  });

  it('retires earlier reset links when a new one is issued, and all of them after a reset', async () => {
    const { email, user } = await ctx.member();
    const first = await ctx.services.accounts.createResetToken(email);
    const second = await ctx.services.accounts.createResetToken(email);
    const third = await ctx.services.tokens.issue(user.id, 'reset');
    await ctx.request.post(`/api/validate-reset-token?token=${first!.token}`).expect(400);
    await ctx.request.post(`/api/validate-reset-token?token=${second!.token}`).expect(400);
    await ctx.request.post('/api/reset-password').send({ token: third, new_password: 'abcdef' }).expect(200);
    expect(await ctx.db('auth_tokens').where({ user_id: user.id }).whereNull('used_at')).toEqual([]);
  });

  it('expires reset links after an hour and verification links after 48 hours', async () => {
    const { user } = await ctx.member();
    const reset = await ctx.services.tokens.issue(user.id, 'reset');
    const verify = await ctx.services.tokens.issue(user.id, 'verify');
    time += 59 * 60_000;
    await ctx.request.post(`/api/validate-reset-token?token=${reset}`).expect(200);
    time += 2 * 60_000;
    await ctx.request.post(`/api/validate-reset-token?token=${reset}`).expect(400);
    await ctx.request.post('/api/reset-password').send({ token: reset, new_password: 'abcdef' }).expect(400);
    time += 47 * 60 * 60_000;
    await ctx.request.post('/api/verify-email').send({ token: verify }).expect(400);
  });

  it('gives the spec messages for missing tokens and checks the new password', async () => {
    expect((await ctx.request.post('/api/verify-email').send({}).expect(400)).body.detail).toBe(
      'No verification token provided',
    );
    expect(
      (await ctx.request.post('/api/reset-password').send({ new_password: 'abcdef' }).expect(400)).body
        .detail,
    ).toBe('Recovery token not provided');
    expect((await ctx.request.post('/api/validate-reset-token').expect(400)).body.detail).toBe(
      'Recovery token not provided',
    );
    const short = await ctx.request
      .post('/api/reset-password')
      .send({ token: 'x', new_password: '12345' })
      .expect(422);
    expect(short.body.errors).toEqual([
      expect.objectContaining({ pointer: '/new_password', message: 'must be at least 6 characters long' }),
    ]);
    await ctx.request.post('/api/forgot-password').send({ email: 'not-an-email' }).expect(422);
  });

  it('refuses emailed tokens used as bearer tokens', async () => {
    const { user } = await ctx.member();
    for (const purpose of ['reset', 'verify'] as const) {
      const token = await ctx.services.tokens.issue(user.id, purpose);
      await ctx.request.get('/api/temas').set(bearer(token)).expect(401);
    }
  });

  it('caps mail to one address silently: same answer, at most 3 messages an hour', async () => {
    const { email } = await ctx.member();
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push((await ctx.request.post('/api/forgot-password').send({ email })).body);
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    // The mail is metered after the answer: once all five are counted, only the three allowed can send.
    await untilMetered(ctx, 5, 'mail_addr', 'reset', email);
    await smtp.waitFor(email, 3);
    expect(smtp.countFor(email)).toBe(3);
  });

  it('resends verification only to accounts still waiting', async () => {
    const waiting = await ctx.services.users.register(
      { first_name: 'Eva', last_name: 'Ruiz', email: 'eva@example.com', password: 'secret1' },
      false,
    );
    const done = await ctx.member();
    const a = await ctx.request
      .post('/api/resend-verification')
      .send({ email: 'eva@example.com' })
      .expect(200);
    const b = await ctx.request.post('/api/resend-verification').send({ email: done.email }).expect(200);
    expect(a.body).toEqual(b.body);
    const mail = await smtp.waitFor(waiting.email!);
    await ctx.request
      .post('/api/verify-email')
      .send({ token: tokenFromMail(mail, '/verify-email') })
      .expect(200);
    expect(smtp.countFor(done.email)).toBe(0);
  });

  it('builds links from PUBLIC_URL, never from the Host header', async () => {
    const { email } = await ctx.member();
    await ctx.request.post('/api/forgot-password').set('Host', 'evil.example').send({ email }).expect(200);
    const mail = await smtp.waitFor(email);
    expect(mail.raw).not.toContain('evil.example');
    expect(tokenFromMail(mail, '/reset-password')).toBeTruthy();
  });
});

describe('development mode', () => {
  it('hands the reset token back only when NODE_ENV=development', async () => {
    const dev = await createTestContext({ config: { exposeResetToken: true } });
    try {
      const { email } = await dev.member();
      const res = await dev.request.post('/api/forgot-password').send({ email }).expect(200);
      expect(res.body).toEqual({ message: NEUTRAL, reset_token: expect.any(String) });
      await dev.request.post(`/api/validate-reset-token?token=${res.body.reset_token}`).expect(200);
      const unknown = await dev.request
        .post('/api/forgot-password')
        .send({ email: 'ghost@example.com' })
        .expect(200);
      expect(unknown.body).toEqual({ message: NEUTRAL });
    } finally {
      await dev.close();
    }
  });
});
