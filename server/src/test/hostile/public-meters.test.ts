// Proves the meters on public actions hold under concurrency, on the suite's database:
// mail to one address (exactly 3 of 5 concurrent requests send), registrations per client address
// (429 with Retry-After past the limit), and gospel views (once per client and date).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink } from '../smtp-sink';
import { bearer, createTestContext, type TestContext } from '../test-context';
import { listen, untilMetered } from './limiter-support';

const NEUTRAL_RESET = { message: 'If the email exists in our system, you will receive a recovery link' };

describe('public meters under concurrency', () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let http: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    ctx = await createTestContext({
      seed: true,
      config: { smtpUrl: smtp.url, registrationsPerIpPerHour: 10 },
    });
    http = await listen(ctx);
  });
  afterAll(async () => {
    await http.close();
    await ctx.close();
    await smtp.close();
  });

  it('5 concurrent recovery requests for one address: 5 neutral answers, exactly 3 mails', async () => {
    const { email } = await ctx.member();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => http.post('/forgot-password', { email })),
    );
    expect(answers.map((a) => [a.status, a.body])).toEqual(Array(5).fill([200, NEUTRAL_RESET]));
    // All five have been metered once the count is 5; only the three allowed can send.
    await untilMetered(ctx, 5, 'mail_addr', 'reset', email);
    await smtp.waitFor(email, 3);
    expect(smtp.countFor(email)).toBe(3);
  });

  it('5 concurrent verification resends for one waiting address: exactly 3 mails', async () => {
    const waiting = await ctx.services.users.register(
      { first_name: 'Eva', last_name: 'Ruiz', email: 'waiting@example.com', password: 'secret12' },
      false,
    );
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => http.post('/resend-verification', { email: waiting.email })),
    );
    expect(new Set(answers.map((a) => JSON.stringify([a.status, a.body]))).size).toBe(1);
    await untilMetered(ctx, 5, 'mail_addr', 'verify', waiting.email!);
    await smtp.waitFor(waiting.email!, 3);
    expect(smtp.countFor(waiting.email!)).toBe(3);
  });

  it('15 concurrent registrations from one address: 10 created, 5 refused (429, Retry-After)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        http.post('/register', {
          first_name: 'R',
          last_name: 'S',
          email: `reg${i}@example.com`,
          password: 'secret12',
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(10);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(5);
    expect(refused[0]!.body).toEqual({
      detail: 'Too many attempts. Please wait before trying again.',
      code: 'too_many_requests',
    });
    const wait = Number(refused[0]!.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(3600);
    const created = await ctx.db('users').where('email', 'like', 'reg%@example.com').count({ n: '*' });
    expect(created).toEqual([{ n: 10 }]);
  });

  it('gospel views: 50 concurrent anonymous views count once, a member once more, all 204', async () => {
    const date = (await ctx.db('gospel_entries').orderBy('date').first('date')).date as string;
    const path = `/evangelio-views/increment?date=${date}`;
    const before = await ctx.services.gospel.viewCount(date);
    const { token } = await ctx.member();
    const answers = await Promise.all([
      ...Array.from({ length: 50 }, () => http.post(path, {})),
      ...Array.from({ length: 10 }, () => http.post(path, {}, bearer(token))),
    ]);
    expect(answers.map((a) => a.status)).toEqual(Array(60).fill(204));
    expect(await ctx.services.gospel.viewCount(date)).toBe(before + 2);
  });
});
