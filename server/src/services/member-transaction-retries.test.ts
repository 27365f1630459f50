// Proves how often memberTransaction tries a write that keeps meeting other writers: every lock
// conflict is rolled back and tried again, up to MEMBER_WRITE_ATTEMPTS, and past that the answer
// is 409 conflict, never the database's error. On the suite's database (SQLite and MySQL alike).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { createTestContext, type TestContext } from '../test/test-context';
import { MEMBER_WRITE_ATTEMPTS, memberTransaction } from './member-transaction';

const deadlock = () =>
  Object.assign(new Error('Deadlock found when trying to get lock'), { code: 'ER_LOCK_DEADLOCK' });

describe('memberTransaction retries', () => {
  let ctx: TestContext;
  let member: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    member = (await ctx.member()).user.id;
  });
  afterAll(() => ctx?.close());

  it('tries again after each lock conflict and succeeds on the last try', async () => {
    let attempts = 0;
    const saved = await memberTransaction(ctx.db, member, async () => {
      attempts += 1;
      if (attempts < MEMBER_WRITE_ATTEMPTS) throw deadlock();
      return 'saved';
    });
    expect(saved).toBe('saved');
    expect(attempts).toBe(MEMBER_WRITE_ATTEMPTS);
  });

  it('answers 409 conflict once every try met one', async () => {
    let attempts = 0;
    const failed = await memberTransaction(ctx.db, member, async () => {
      attempts += 1;
      throw deadlock();
    }).catch((err: unknown) => err);
    expect(failed).toBeInstanceOf(AppError);
    expect(failed).toMatchObject({ status: 409, code: 'conflict' });
    expect(attempts).toBe(MEMBER_WRITE_ATTEMPTS);
  });

  it('does not retry other errors', async () => {
    let attempts = 0;
    const failed = await memberTransaction(ctx.db, member, async () => {
      attempts += 1;
      throw new Error('not a lock');
    }).catch((err: unknown) => err);
    expect((failed as Error).message).toBe('not a lock');
    expect(attempts).toBe(1);
  });
});
