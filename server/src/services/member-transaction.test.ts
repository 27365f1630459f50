// Proves memberTransaction's retry on a real MySQL deadlock: another transaction holds a
// row the member write needs and then asks for the member's row; InnoDB rolls back the lighter
// of the two (the member write), which runs once more after the other commits, and succeeds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_DB, type TestContext } from '../test/test-context';
import { memberTransaction } from './member-transaction';

describe.runIf(TEST_DB === 'mysql')('a member write that meets a deadlock (MySQL)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx?.close());

  it('is run once more and succeeds, instead of answering 500', async () => {
    const member = (await ctx.member()).user.id;
    const other = (await ctx.member()).user.id;
    let attempts = 0;
    let otherWaits: Promise<unknown> | undefined;
    const otherTrx = await ctx.db.transaction();
    // The other transaction holds the other member's row and is the heavier one (rows written).
    await otherTrx('users').where({ id: other }).forUpdate().first('id');
    await otherTrx('audit_log').insert(
      Array.from({ length: 50 }, () => ({
        actor_id: null,
        actor_name: 'test',
        action: 'deadlock-test',
        target: '',
        details: '{}',
        created_at: new Date().toISOString(),
      })),
    );
    const write = memberTransaction(ctx.db, member, async (trx) => {
      attempts += 1;
      if (attempts === 1) {
        // Holding the member's row (taken by memberTransaction), it waits for the other's row,
        // while the other asks for the member's row: a deadlock.
        setTimeout(() => {
          otherWaits = otherTrx('users')
            .where({ id: member })
            .forUpdate()
            .first('id')
            .then(() => otherTrx.commit());
        }, 200);
      }
      await trx('users').where({ id: other }).forUpdate().first('id');
      return 'saved';
    });
    expect(await write).toBe('saved');
    expect(attempts).toBe(2);
    await otherWaits;
  });
});
