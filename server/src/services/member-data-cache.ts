import { MEMBER_BUCKETS, type SharedGenerations } from './shared-generations';

/** A member's own data in one volume, as the playlist route shows it. */
export interface MemberVolumeData {
  /** Keys of the chapters the member marked watched (chapter-identity/: they survive re-uploads). */
  watched: ReadonlySet<string>;
  /** The key of the chapter opened last, or null; the playlist shows it at its current index. */
  lastChapter: string | null;
}

/** Entries kept per bucket (256 buckets); past this the longest kept go first. */
const MAX_PER_BUCKET = 40;

const bucketOf = (userId: number) => userId % MEMBER_BUCKETS;
/** One number per (member, volume): volumes go from 1 to 36. */
const keyOf = (userId: number, volume: number) => userId * 64 + volume;

export type MemberDataCache = ReturnType<typeof createMemberDataCache>;

/**
 * Each server's copy of members' watched marks and last chapter per volume, so a playlist request
 * costs no query. Every such write raises its member's bucket generation (`member:<id % 256>`) in
 * its own transaction: this server drops the bucket as soon as its own write commits (so the
 * member sees it on the very next request), and another server's write within CACHE_CHECK_MS.
 * Buckets keep one member's writes from dropping everyone else's data.
 */
export function createMemberDataCache(
  generations: SharedGenerations,
  load: (userId: number, volume: number) => Promise<MemberVolumeData>,
) {
  const buckets = Array.from({ length: MEMBER_BUCKETS }, () => new Map<number, MemberVolumeData>());
  const epochs = new Uint32Array(MEMBER_BUCKETS);

  generations.onChange((name) => {
    if (!name.startsWith('member:')) return;
    const bucket = Number(name.slice('member:'.length));
    if (!(bucket >= 0 && bucket < MEMBER_BUCKETS)) return;
    buckets[bucket]!.clear();
    epochs[bucket]! += 1;
  });

  /** The cached data when no generation check is due (synchronous), else undefined: use `get`. */
  function peek(userId: number, volume: number): MemberVolumeData | undefined {
    return generations.isFresh() ? buckets[bucketOf(userId)]!.get(keyOf(userId, volume)) : undefined;
  }

  async function get(userId: number, volume: number): Promise<MemberVolumeData> {
    const wait = generations.whenFresh();
    if (wait) await wait;
    const b = bucketOf(userId);
    const entries = buckets[b]!;
    const key = keyOf(userId, volume);
    const hit = entries.get(key);
    if (hit) return hit;
    const startEpoch = epochs[b];
    const data = await load(userId, volume);
    // Loaded before the bucket was dropped: it may predate the write, so it is not kept.
    if (epochs[b] === startEpoch) {
      if (entries.size >= MAX_PER_BUCKET) entries.delete(entries.keys().next().value!);
      entries.set(key, data);
    }
    return data;
  }

  return { get, peek };
}
