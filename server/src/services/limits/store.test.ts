// Proves the limiter store on the suite's database: counts are shared by two limiters built on
// the same table (as two servers would), keys of any length are counted, and old rows are swept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../test/test-context';
import type { Db } from '../../db/connection';
import { RATE_LIMIT_TABLE, createLimiter, deleteExpired, isRefusal, limitKey } from './store';

describe('rate limit store', () => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await createTestDb());
  });
  afterAll(() => drop());

  it('shares one count between limiters on the same table, whatever the key length', async () => {
    const policy = { points: 3, durationSec: 60 };
    const a = createLimiter(db, 'test_shared', policy);
    const b = createLimiter(db, 'test_shared', policy);
    const key = limitKey('x'.repeat(5000), '203.0.113.9');
    await a.consume(key);
    await b.consume(key);
    await a.consume(key);
    const refused = await b.consume(key).catch((err: unknown) => err);
    expect(isRefusal(refused)).toBe(true);
    const row = await db(RATE_LIMIT_TABLE)
      .where({ key: `test_shared:${key}` })
      .first();
    expect(Number(row.points)).toBe(4);
  });

  it('sweeps rows whose window ended over an hour ago, and keeps the rest', async () => {
    const now = Date.now();
    await db(RATE_LIMIT_TABLE).insert([
      { key: 'test_sweep:old', points: 1, expire: now - 3_600_001 },
      { key: 'test_sweep:recent', points: 1, expire: now - 60_000 },
      { key: 'test_sweep:live', points: 1, expire: now + 60_000 },
    ]);
    expect(await deleteExpired(db, now)).toBe(1);
    const left = await db(RATE_LIMIT_TABLE).where('key', 'like', 'test_sweep:%').orderBy('key').pluck('key');
    expect(left).toEqual(['test_sweep:live', 'test_sweep:recent']);
  });
});
