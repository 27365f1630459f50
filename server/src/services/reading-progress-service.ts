import { notFound } from '../errors';
import { isoNow } from '../lib/clock';
import { chapterAt } from './chapter-identity/chapter-catalog';
import type { ServiceDeps } from './deps';
import { memberGeneration, type SharedGenerations } from './shared-generations';

export type ReadingProgressService = ReturnType<typeof createReadingProgressService>;

/**
 * Where each member left off in each volume, and how much of each volume they have watched. The
 * position names the chapter (its key), so a re-upload that moves the chapter moves it too.
 */
export function createReadingProgressService({ db, clock }: ServiceDeps, generations: SharedGenerations) {
  /**
   * Remembers the chapter now at `index` of the volume's playlist (404 when there is none),
   * raising the member's generation with it (member-data-cache.ts).
   */
  async function rememberChapter(userId: number, volume: number, index: number): Promise<void> {
    const key = await chapterAt(db, volume, index);
    if (key === null) throw notFound(`Chapter ${volume}-${index} is not in the playlist of volume ${volume}`);
    await db.transaction(async (trx) => {
      await trx('reading_positions')
        .insert({ user_id: userId, volume_number: volume, chapter_key: key, updated_at: isoNow(clock) })
        .onConflict(['user_id', 'volume_number'])
        .merge(['chapter_key', 'updated_at']);
      await generations.raise(trx, memberGeneration(userId));
    });
  }

  /** The key of the chapter the member opened last in the volume, published or not; null when none. */
  async function lastChapterKey(userId: number, volume: number): Promise<string | null> {
    const row = await db('reading_positions')
      .where({ user_id: userId, volume_number: volume })
      .first('chapter_key');
    return (row?.chapter_key as string | undefined) ?? null;
  }

  /**
   * Per volume with a playlist: videos that can be watched, how many of them the member marked,
   * and the index the last chapter opened is at now (null when it is no longer published).
   * Three grouped queries, whatever the number of volumes.
   */
  async function progress(userId: number) {
    type Count = { volume_number: number; n: number | string };
    const [totals, watched, positions] = await Promise.all([
      db('videos')
        .whereNot({ video_id: '' })
        .groupBy('volume_number')
        .select('volume_number')
        .count({ n: '*' }) as Promise<Count[]>,
      db('watched_videos as w')
        .join('videos as v', function () {
          this.on('v.volume_number', 'w.volume_number').andOn('v.chapter_key', 'w.chapter_key');
        })
        .where('w.user_id', userId)
        .whereNot('v.video_id', '')
        .groupBy('w.volume_number')
        .select('w.volume_number')
        .countDistinct({ n: 'w.chapter_key' }) as Promise<Count[]>,
      db('reading_positions as p')
        .join('videos as v', function () {
          this.on('v.volume_number', 'p.volume_number').andOn('v.chapter_key', 'p.chapter_key');
        })
        .where('p.user_id', userId)
        .whereNotNull('v.chapter_index')
        .select('p.volume_number', 'v.chapter_index'),
    ]);
    const watchedBy = new Map(watched.map((r) => [Number(r.volume_number), Number(r.n)]));
    const lastBy = new Map(positions.map((r) => [Number(r.volume_number), Number(r.chapter_index)]));
    return totals
      .map((r) => {
        const volume = Number(r.volume_number);
        return {
          volume_number: volume,
          total: Number(r.n),
          watched: watchedBy.get(volume) ?? 0,
          last_chapter: lastBy.get(volume) ?? null,
        };
      })
      .sort((a, b) => a.volume_number - b.volume_number);
  }

  return { rememberChapter, lastChapterKey, progress };
}
