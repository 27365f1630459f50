// Proves the login limiter cannot be raced: 200 concurrent wrong passwords for one
// account reach the password check at most 5 times, on the suite's database. Calls to the real
// verifyPassword are counted by wrapping the module (the hashing itself is untouched).
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as PasswordModule from '../../auth/password';
import { createTestContext, type TestContext } from '../test-context';
import { listen } from './limiter-support';

const verifications = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../auth/password', async (importOriginal) => {
  const original = await importOriginal<typeof PasswordModule>();
  return {
    ...original,
    verifyPassword: (...args: Parameters<typeof original.verifyPassword>) => {
      verifications.count += 1;
      return original.verifyPassword(...args);
    },
  };
});

describe('concurrent wrong passwords', () => {
  let ctx: TestContext;
  let http: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    // A real hash cost: with the suite's cheap default the old check-then-count code left almost no
    // window to race in, and this test passed against it; at 2^14 it fails against that code.
    ctx = await createTestContext({ config: { passwordHashCost: 2 ** 14 } });
    http = await listen(ctx);
  });
  afterAll(async () => {
    await http.close();
    await ctx.close();
  });
  beforeEach(() => {
    verifications.count = 0;
  });

  it('200 at once for one account: at most 5 password checks, the rest 429 with Retry-After', async () => {
    const { email, password } = await ctx.member();
    verifications.count = 0;
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => http.post('/login', { username: email, password: 'wrong-pass' })),
    );
    expect(verifications.count).toBeLessThanOrEqual(5);
    expect(verifications.count).toBeGreaterThan(0);
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(verifications.count);
    // The rest are refused. On a starved machine a few may wait out the pool's acquire bound on
    // MySQL and get the outage answer instead: never a password check, never a session.
    const unavailable = answers.filter((a) => a.status === 503);
    for (const a of unavailable) expect((a.body as { code: string }).code).toBe('database_unavailable');
    expect(statuses.filter((s) => s === 429)).toHaveLength(200 - verifications.count - unavailable.length);
    expect(unavailable.length).toBeLessThan(100);
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.body).toEqual({
      detail: 'Too many attempts. Please wait before trying again.',
      code: 'too_many_requests',
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Even the right password now waits: the bucket is spent.
    expect((await http.post('/login', { username: email, password })).status).toBe(429);
  }, 120_000); // real hashes on a shared, busy machine: a hang still fails
});

describe('concurrent wrong passwords for many accounts', () => {
  it('200 at once for 200 accounts from one address: at most 20 password checks', async () => {
    const ctx = await createTestContext();
    const http = await listen(ctx);
    try {
      verifications.count = 0;
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          http.post('/login', { username: `ghost${i}@example.com`, password: 'x' }),
        ),
      );
      expect(verifications.count).toBeLessThanOrEqual(20);
      expect(answers.filter((a) => a.status === 401)).toHaveLength(verifications.count);
      const unavailable = answers.filter((a) => a.status === 503).length;
      expect(answers.filter((a) => a.status === 429)).toHaveLength(200 - verifications.count - unavailable);
    } finally {
      await http.close();
      await ctx.close();
    }
  }, 120_000);
});

describe('over-long login names', () => {
  it('still count as failures (keys are hashed): the sixth attempt is refused', async () => {
    const ctx = await createTestContext();
    try {
      const username = `${'x'.repeat(400)}@example.com`;
      for (let i = 0; i < 5; i++) {
        const res = await ctx.request.post('/api/login').send({ username, password: 'wrong-pass' });
        expect([401, 422]).toContain(res.status);
      }
      await ctx.request.post('/api/login').send({ username, password: 'wrong-pass' }).expect(429);
    } finally {
      await ctx.close();
    }
  });
});
