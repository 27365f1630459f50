// Proves the search is metered per client (LIMITS.search): past its budget a client gets 429 with
// Retry-After and a message in its language, while another member and an anonymous visitor go on
// searching; refused searches are not counted again in the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en as MESSAGES } from '@camino/schemas/messages/en';
import { es as SPANISH_MESSAGES } from '@camino/schemas/messages/es';
import { LIMITS } from '../../services/limits/policies';
import { RATE_LIMIT_TABLE } from '../../services/limits/store';
import { bearer, createTestContext, type TestContext } from '../test-context';

describe('search meter', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ seed: true });
  });
  afterAll(() => ctx.close());

  const search = (token: string | null, q: string, language = 'en') => {
    const req = ctx.request.get('/api/search').query({ q, lang: 'es' }).set('Accept-Language', language);
    return token ? req.set(bearer(token)) : req;
  };
  const searchCounts = async () =>
    (await ctx.db(RATE_LIMIT_TABLE).where('key', 'like', 'search%').select('points')).map((r) =>
      Number(r.points),
    );

  it('answers a client 429 past its budget, and another member and a visitor go on', async () => {
    const first = (await ctx.member()).token;
    const second = (await ctx.member()).token;
    for (let i = 0; i < LIMITS.search.points; i++) {
      await search(first, `camino ${i} 1 2 3 4 5 6 7 8 9`).expect(200);
    }
    const refused = await search(first, 'camino').expect(429);
    expect(refused.body).toEqual({ detail: MESSAGES.too_many_searches, code: 'too_many_searches' });
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(LIMITS.search.durationSec);
    const spanish = await search(first, 'camino', 'es').expect(429);
    expect(spanish.body.detail).toBe(SPANISH_MESSAGES.too_many_searches);

    await search(second, 'camino').expect(200);
    await search(null, 'camino').expect(200);
    // The refused searches were answered from memory: the spent count was not raised again.
    expect(Math.max(...(await searchCounts()))).toBe(LIMITS.search.points + 1);
  });
});
