/** Options of the in-process content cache (see docs/deploying.md, "Running several servers"). */
export interface ResponseCacheOptions {
  /** Bound on the bytes held (each entry's size as reported by its loader). */
  maxBytes: number;
  /**
   * A write committed through another server is seen here within this many milliseconds: a
   * request finding the last generation check older than this checks again before answering.
   */
  checkIntervalMs: number;
  /** Reads the shared content generation (one primary-key row). */
  readGeneration: () => Promise<number>;
  now?: () => number;
}

interface Entry {
  value: unknown;
  bytes: number;
  /** Hit since it was last inserted or passed over by an eviction (see `store`). */
  used: boolean;
}

export type ResponseCache = ReturnType<typeof createResponseCache>;

/**
 * A bounded cache of public content (prepared responses and per-volume playlists), least recently
 * used out first (see `store`), kept correct by the shared content generation:
 *
 * - a write through this server clears it at once (`clear`, called after the write commits);
 * - a write through another server is noticed by the next generation check, and checks are at
 *   most `checkIntervalMs` apart whenever requests arrive, so nothing older than that bound is
 *   served;
 * - a load that started before a clear is never stored (the epoch changed meanwhile), so a slow
 *   reader cannot put back what a write just replaced.
 */
export function createResponseCache(options: ResponseCacheOptions) {
  const now = options.now ?? (() => performance.now());
  const entries = new Map<string, Entry>();
  const loading = new Map<string, { epoch: number; promise: Promise<unknown> }>();
  let bytes = 0;
  let epoch = 0;
  let generation: number | null = null;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<boolean> | null = null;

  function clear(): void {
    entries.clear();
    loading.clear();
    bytes = 0;
    epoch += 1;
  }

  /** Reads the generation; clears when it moved. Resolves true when nothing had changed. */
  async function check(): Promise<boolean> {
    const started = now();
    const current = await options.readGeneration();
    const unchanged = generation === null || current === generation;
    if (!unchanged) clear();
    generation = current;
    checkedAt = Math.max(checkedAt, started);
    return unchanged;
  }

  /** Checks the generation when the last check is older than the bound (one check at a time). */
  async function ensureFresh(): Promise<void> {
    if (now() - checkedAt < options.checkIntervalMs) return;
    checking ??= check().finally(() => {
      checking = null;
    });
    await checking;
  }

  /**
   * Checks the generation now, on its own read (a check already under way may have started
   * before the caller's request), and resolves true when the cache was current. Used before a
   * 304, so a revalidation never confirms a version another server has replaced.
   */
  async function confirmCurrent(): Promise<boolean> {
    const startEpoch = epoch;
    const unchanged = await check();
    return unchanged && epoch === startEpoch;
  }

  function store(key: string, value: unknown, size: number): void {
    if (size > options.maxBytes / 4) return; // one huge entry would flush everything else
    const old = entries.get(key);
    if (old) {
      bytes -= old.bytes;
      entries.delete(key); // re-inserted below as the newest
    }
    entries.set(key, { value, bytes: size, used: false });
    bytes += size;
    // Least recently used first out, by second chance (CLOCK): a hit only marks its entry, and
    // eviction walks from the oldest insertion, moving a marked entry to the end unmarked and
    // dropping the first unmarked one. Why not a delete and re-insert per hit: that kept the Map
    // exactly in use order but cost every cached answer two more hash operations and a rehash now
    // and then (~575 more instructions per hit than marking it, cachegrind on a loop of 200k hits
    // over 50 keys), for an order only an eviction ever reads.
    // The entry just stored is never the one dropped (it is at most a quarter of the bound).
    for (const [oldest, entry] of entries) {
      if (bytes <= options.maxBytes) break;
      if (oldest === key) continue;
      entries.delete(oldest);
      if (entry.used) {
        entry.used = false;
        entries.set(oldest, entry);
        continue;
      }
      bytes -= entry.bytes;
    }
  }

  /**
   * The value under `key` when it is cached and no generation check is due, else undefined (then
   * use `get`). Synchronous, so the common hit costs no promise.
   */
  function peek<T>(key: string): T | undefined {
    if (now() - checkedAt >= options.checkIntervalMs) return undefined;
    const hit = entries.get(key);
    if (!hit) return undefined;
    hit.used = true;
    return hit.value as T;
  }

  /**
   * The value under `key`, loaded by `load` on a miss (concurrent misses share one load).
   * `sizeOf` gives the bytes an entry counts against the bound.
   */
  async function get<T>(key: string, load: () => Promise<T>, sizeOf: (value: T) => number): Promise<T> {
    await ensureFresh();
    const hit = entries.get(key);
    if (hit) {
      hit.used = true;
      return hit.value as T;
    }
    const pending = loading.get(key);
    if (pending && pending.epoch === epoch) return pending.promise as Promise<T>;
    const startEpoch = epoch;
    const promise = load().then((value) => {
      if (epoch === startEpoch) store(key, value, sizeOf(value));
      return value;
    });
    loading.set(key, { epoch: startEpoch, promise });
    try {
      return await promise;
    } finally {
      if (loading.get(key)?.promise === promise) loading.delete(key);
    }
  }

  /**
   * After a write through this server: drops everything now and reads the generation again on the
   * next request, so the new value is known before anything is cached anew.
   */
  function invalidate(): void {
    clear();
    checkedAt = Number.NEGATIVE_INFINITY;
  }

  /** Drops one entry (e.g. found stale by a hash check). */
  function drop(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  const stats = () => ({ entries: entries.size, bytes, generation });

  return { get, peek, clear, invalidate, drop, confirmCurrent, stats };
}
