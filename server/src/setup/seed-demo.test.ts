// Proves the demo loads completely into an empty database, once, and validates against the schemas.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, testConfig } from '../test/test-context';
import { systemClock } from '../lib/clock';
import type { Db } from '../db/connection';
import { seedDemoIfEmpty } from './seed-demo';

describe('demo content', () => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await createTestDb());
  });
  afterAll(() => drop());

  const count = async (table: string, where: Record<string, unknown> = {}) =>
    Number((await db(table).where(where).count<{ n: number }[]>({ n: '*' }).first())?.n);

  it('fills an empty database with everything the reader shows', async () => {
    expect(await seedDemoIfEmpty(db, testConfig(), systemClock)).toBe(true);
    expect(await count('volumes')).toBe(36);
    expect(await count('playlists')).toBe(3);
    for (const volume of [1, 2, 3]) {
      expect(await count('videos', { volume_number: volume })).toBeGreaterThanOrEqual(5);
      expect(await count('chapter_files', { volume_number: volume, kind: 'main' })).toBeGreaterThanOrEqual(5);
      expect(
        await count('chapter_files', { volume_number: volume, kind: 'optional' }),
      ).toBeGreaterThanOrEqual(5);
    }
    expect(await count('videos', { video_id: '' })).toBeGreaterThanOrEqual(1);
    expect(await count('themes')).toBe(3);
    expect(await count('gospel_entries')).toBe(7);
    const keys = await db('settings').orderBy('key').pluck('key');
    expect(keys).toEqual(['about', 'image', 'news']);
  });

  it('gives every playlist video whose title names a chapter the matching chapter files', async () => {
    const missing = await db('videos as v')
      .leftJoin('chapter_files as c', function () {
        this.on('c.volume_number', 'v.volume_number').andOn('c.chapter_index', 'v.chapter_index');
      })
      .whereNull('c.content')
      .select('v.title');
    expect(missing).toEqual([]);
  });

  it('does nothing on a database that already has volumes', async () => {
    expect(await seedDemoIfEmpty(db, testConfig(), systemClock)).toBe(false);
    expect(await count('volumes')).toBe(36);
    expect(await count('themes')).toBe(3);
  });
});

describe('demo content when two servers start at once', () => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await createTestDb());
  });
  afterAll(() => drop());

  it('seeds again when the database picked this seed as a deadlock victim', async () => {
    // The first transaction fails as MySQL fails the victim of a deadlock; nothing was written.
    let failed = false;
    const flaky = new Proxy(db, {
      get(target, property, receiver) {
        if (property !== 'transaction' || failed) return Reflect.get(target, property, receiver);
        failed = true;
        return () => Promise.reject(Object.assign(new Error('Deadlock found'), { code: 'ER_LOCK_DEADLOCK' }));
      },
    });
    expect(await seedDemoIfEmpty(flaky, testConfig(), systemClock)).toBe(true);
    expect(failed).toBe(true);
    expect(Number((await db('volumes').count<{ n: number }[]>({ n: '*' }).first())?.n)).toBe(36);
  });
});
