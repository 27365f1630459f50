// Proves the content cache's rules: a bound on bytes (least recently used first out), the
// freshness bound for writes through another server, and no stale value stored by a slow load.
import { describe, expect, it } from 'vitest';
import { createResponseCache } from './response-cache';

function setup(checkIntervalMs = 1000, maxBytes = 1000) {
  const state = { now: 0, generation: 0, reads: 0 };
  const cache = createResponseCache({
    maxBytes,
    checkIntervalMs,
    now: () => state.now,
    readGeneration: async () => {
      state.reads += 1;
      return state.generation;
    },
  });
  return { state, cache };
}

const size = () => 100;

describe('response cache', () => {
  it('loads once and serves the stored value until it is cleared', async () => {
    const { cache } = setup();
    let loads = 0;
    const load = async () => `v${++loads}`;
    expect(await cache.get('a', load, size)).toBe('v1');
    expect(await cache.get('a', load, size)).toBe('v1');
    cache.clear();
    expect(await cache.get('a', load, size)).toBe('v2');
  });

  it('shares one load between concurrent misses', async () => {
    const { cache } = setup();
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((r) => setTimeout(r, 10));
      return loads;
    };
    const values = await Promise.all([cache.get('a', load, size), cache.get('a', load, size)]);
    expect(values).toEqual([1, 1]);
    expect(loads).toBe(1);
  });

  it('holds at most maxBytes, dropping the least recently used first', async () => {
    const { cache } = setup(1000, 400);
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, async () => key, size);
    await cache.get('a', async () => 'reloaded', size); // a hit: 'a' becomes the most recent
    await cache.get('e', async () => 'e', size); // over the bound: 'b' goes
    expect(cache.stats()).toMatchObject({ entries: 4, bytes: 400 });
    expect(await cache.get('a', async () => 'never', size)).toBe('a');
    expect(await cache.get('b', async () => 'b again', size)).toBe('b again');
  });

  it('drops the least recently used even when every entry was hit (peek too), never the one just stored', async () => {
    const { cache } = setup(1000, 400);
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, async () => key, size);
    for (const key of ['b', 'c', 'a', 'd']) expect(cache.peek(key)).toBe(key);
    await cache.get('e', async () => 'e', size); // over the bound: 'a', the first inserted, goes
    expect(cache.stats()).toMatchObject({ entries: 4, bytes: 400 });
    expect(cache.peek('e')).toBe('e');
    expect(cache.peek('a')).toBeUndefined();
    await cache.get('f', async () => 'f', size); // 'b', 'c', 'd' were passed over once: 'b' goes
    expect(['b', 'c', 'd', 'e', 'f'].map((k) => cache.peek(k) !== undefined)).toEqual([
      false,
      true,
      true,
      true,
      true,
    ]);
  });

  it('does not keep an entry larger than a quarter of the bound', async () => {
    const { cache } = setup(1000, 300);
    await cache.get(
      'big',
      async () => 'x',
      () => 200,
    );
    expect(cache.stats().entries).toBe(0);
  });

  it('sees a generation raised elsewhere once the check interval has passed, not before', async () => {
    const { state, cache } = setup(1000);
    let version = 'old';
    const load = async () => version;
    expect(await cache.get('k', load, size)).toBe('old');
    // Another server writes: new content and a new generation.
    version = 'new';
    state.generation = 1;
    state.now = 999;
    expect(await cache.get('k', load, size)).toBe('old'); // within the bound
    state.now = 1000;
    expect(await cache.get('k', load, size)).toBe('new');
  });

  it('checks the generation at most once per interval under load', async () => {
    const { state, cache } = setup(1000);
    for (let i = 0; i < 50; i++) {
      state.now = i * 10;
      await cache.get('k', async () => 'v', size);
    }
    expect(state.reads).toBe(1);
    state.now = 1000;
    await cache.get('k', async () => 'v', size);
    expect(state.reads).toBe(2);
  });

  it('never stores what a load read before a clear', async () => {
    const { cache } = setup();
    let release!: () => void;
    const slow = cache.get(
      'k',
      () => new Promise<string>((resolve) => (release = () => resolve('before the write'))),
      size,
    );
    await new Promise((r) => setTimeout(r, 0));
    cache.clear(); // a write committed while the slow load was reading
    release();
    expect(await slow).toBe('before the write');
    expect(await cache.get('k', async () => 'after the write', size)).toBe('after the write');
  });

  it('after a local write, reads the generation before caching anew', async () => {
    const { state, cache } = setup(60_000);
    await cache.get('k', async () => 'old', size);
    state.generation = 1; // the write's own raise
    cache.invalidate();
    expect(await cache.get('k', async () => 'new', size)).toBe('new');
    expect(state.reads).toBe(2);
    expect(await cache.confirmCurrent()).toBe(true); // a revalidation now confirms without reloading
  });

  it('confirmCurrent reads the generation every time and reports a change', async () => {
    const { state, cache } = setup(60_000);
    await cache.get('k', async () => 'v', size);
    expect(await cache.confirmCurrent()).toBe(true);
    state.generation = 7;
    expect(await cache.confirmCurrent()).toBe(false);
    expect(cache.stats().entries).toBe(0);
    expect(state.reads).toBe(3);
  });

  it('peek answers a cached value only while no generation check is due', async () => {
    const { state, cache } = setup(1000);
    expect(cache.peek('k')).toBeUndefined(); // never checked yet
    await cache.get('k', async () => 'v', size);
    expect(cache.peek('k')).toBe('v');
    expect(cache.peek('other')).toBeUndefined();
    state.now += 1000; // the check falls due: the caller must go through get, which reads it
    expect(cache.peek('k')).toBeUndefined();
    state.generation = 1;
    expect(await cache.get('k', async () => 'w', size)).toBe('w');
    expect(cache.peek('k')).toBe('w');
  });
});
