// Proves passwords and tokens stay out of logs and answers, mail goes out only after the answer,
// and the outbox (the embedded default) carries working links too.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Mailer, OutgoingMail } from '../../mail/mailer';
import { startSmtpSink, tokenFromMail } from '../../test/smtp-sink';
import { createTestContext, type TestContext } from '../../test/test-context';

describe('secrets hygiene', () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    ctx = await createTestContext({ config: { smtpUrl: smtp.url } });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('never writes a password or a token into the request log', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'debug' }, { write: (line: string) => lines.push(line) });
    const request = supertest(createApp({ config: ctx.config, db: ctx.db, logger }).app);
    const password = 'Sup3r-Secret-Pw';
    const email = 'hygiene@example.com';
    await request
      .post('/api/register')
      .send({ first_name: 'H', last_name: 'Y', email, password })
      .expect(201);
    const login = await request.post('/api/login').send({ username: email, password }).expect(200);
    await request.get('/api/temas').set('Authorization', `Bearer ${login.body.access_token}`).expect(200);
    await request.post('/api/forgot-password').send({ email }).expect(200);
    const token = tokenFromMail(await smtp.waitFor(email), '/reset-password');
    await request.post(`/api/validate-reset-token?token=${token}`).expect(200);
    await request.post('/api/reset-password').send({ token, new_password: 'An0ther-Secret' }).expect(200);

    const log = lines.join('\n');
    expect(log).toContain('/api/validate-reset-token?token=[redacted]');
    for (const secret of [password, 'An0ther-Secret', token, login.body.access_token])
      expect(log).not.toContain(secret);
  });

  it('answers forgot-password before any mail is sent', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const sent: OutgoingMail[] = [];
    const slowMailer: Mailer = { send: async (mail) => (await gate, void sent.push(mail)) };
    const app = createApp({
      config: ctx.config,
      db: ctx.db,
      logger: pino({ level: 'silent' }),
      mailer: slowMailer,
    }).app;
    const { email } = await ctx.member();
    const res = await supertest(app).post('/api/forgot-password').send({ email }).expect(200);
    expect(res.body.message).toBeTruthy();
    expect(sent).toEqual([]);
    release();
    await expect.poll(() => sent.length).toBe(1);
  });

  it('sends referrer-less responses so a reset link never leaks through Referer', async () => {
    const res = await ctx.request.post('/api/validate-reset-token?token=x');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });
});

describe('outbox (embedded default)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
    await ctx.services.settings.set('email_validation', { enabled: true });
  });
  afterAll(() => ctx.close());

  it('register → .eml in DATA_DIR/outbox → follow its link → log in', async () => {
    const email = 'outbox@example.com';
    await ctx.request
      .post('/api/register')
      .send({ first_name: 'O', last_name: 'B', email, password: 'secret1' })
      .expect(201);
    const outbox = path.join(ctx.config.dataDir, 'outbox');
    await expect.poll(() => readdirSync(outbox, { withFileTypes: true }).length, { timeout: 5000 }).toBe(1);
    const raw = readFileSync(path.join(outbox, readdirSync(outbox)[0]!), 'utf8');
    const token = tokenFromMail({ to: [email], raw }, '/verify-email');
    await ctx.request.post('/api/verify-email').send({ token }).expect(200);
    await ctx.request.post('/api/login').send({ username: email, password: 'secret1' }).expect(200);
  });
});
