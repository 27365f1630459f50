import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context';

describe('GET /api/health', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('reports the database as reachable', async () => {
    const res = await ctx.request.get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'reachable' });
  });
});
