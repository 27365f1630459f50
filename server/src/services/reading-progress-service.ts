import { isoNow } from '../lib/clock';
import type { ServiceDeps } from './deps';
import { memberGeneration, type SharedGenerations } from './shared-generations';

export type ReadingProgressService = ReturnType<typeof createReadingProgressService>;

/** Where each member left off in each volume, and how much of each volume they have watched. */
export function createReadingProgressService({ db, clock }: ServiceDeps, generations: SharedGenerations) {
  /** Remembers the chapter, raising the member's generation with it (member-data-cache.ts). */
  async function rememberChapter(userId: number, volume: number, index: number): Promise<void> {
    await db.transaction(async (trx) => {
      await trx('reading_positions')
        .insert({ user_id: userId, volume_number: volume, chapter_index: index, updated_at: isoNow(clock) })
        .onConflict(['user_id', 'volume_number'])
        .merge(['chapter_index', 'updated_at']);
      await generations.raise(trx, memberGeneration(userId));
    });
  }

  async function lastChapter(userId: number, volume: number): Promise<number | null> {
    const row = await db('reading_positions')
      .where({ user_id: userId, volume_number: volume })
      .first('chapter_index');
    return row ? Number(row.chapter_index) : null;
  }

  /**
   * Per volume with a playlist: videos that can be watched, how many of them the member marked,
   * and the last chapter opened. Three grouped queries, whatever the number of volumes.
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
          this.on('v.volume_number', 'w.volume_number').andOn('v.video_id', 'w.video_id');
        })
        .where('w.user_id', userId)
        .groupBy('w.volume_number')
        .select('w.volume_number')
        .countDistinct({ n: 'w.video_id' }) as Promise<Count[]>,
      db('reading_positions').where({ user_id: userId }).select('volume_number', 'chapter_index'),
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

  return { rememberChapter, lastChapter, progress };
}
