import { isoNow } from '../lib/clock';
import { chapterForIndex } from './chapter-identity/chapter-check';
import type { ServiceDeps } from './deps';
import { memberTransaction } from './member-transaction';
import {
  firstVideoThumbnails,
  joinChapterVideo,
  playlistTitles,
  watchableVideoCounts,
} from './publishing/kinds/playlist-reads';
import { memberGeneration, type SharedGenerations } from './shared-generations';
import type { Language } from '@camino/schemas/languages';
import { SOURCE_LANGUAGE } from '@camino/schemas/translations/translatable';
import { translatedPlaylists } from './publishing/kinds/translations';

export type ReadingProgressService = ReturnType<typeof createReadingProgressService>;

/**
 * Where each member left off in each volume, and how much of each volume they have watched. The
 * position names the chapter (its key), so a re-upload that moves the chapter moves it too.
 */
export function createReadingProgressService({ db, clock }: ServiceDeps, generations: SharedGenerations) {
  /**
   * Remembers the chapter now at `index` of the volume's playlist (404 when there is none; with
   * `chapterKey`, 409 chapter_moved when that chapter is no longer there), raising the member's
   * generation with it (member-data-cache.ts).
   */
  async function rememberChapter(
    userId: number,
    volume: number,
    index: number,
    chapterKey?: string,
  ): Promise<void> {
    const key = await chapterForIndex(db, volume, index, chapterKey);
    await memberTransaction(db, userId, async (trx) => {
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
   * Per volume with a playlist: its title and cover (the first chapter's thumbnail), videos that
   * can be watched, how many of them the member marked, the index the last chapter opened is at
   * now (null when it is no longer published) and when it was opened; plus the chapter opened
   * last across all volumes, for home's "Continue" card. Four grouped queries, whatever the
   * number of volumes.
   */
  async function progress(userId: number, lang: Language = SOURCE_LANGUAGE) {
    type Count = { volume_number: number; n: number | string };
    type Position = {
      volume_number: number;
      chapter_index: number;
      updated_at: string;
      title: string;
      thumbnail: string;
      video_id: string;
    };
    const [totals, watched, positions, covers] = await Promise.all([
      watchableVideoCounts(db),
      joinChapterVideo(db('watched_videos as w'), 'w')
        .where('w.user_id', userId)
        .whereNot('v.video_id', '')
        .groupBy('w.volume_number')
        .select('w.volume_number')
        .countDistinct({ n: 'w.chapter_key' }) as Promise<Count[]>,
      joinChapterVideo(db('reading_positions as p'), 'p')
        .where('p.user_id', userId)
        .whereNotNull('v.chapter_index')
        .select(
          'p.volume_number',
          'v.chapter_index',
          'p.updated_at',
          'v.title',
          'v.thumbnail',
          'v.video_id',
        ) as Promise<Position[]>,
      volumeCovers(),
    ]);
    // Titled in the reader's language where a volume's playlist is translated.
    const translated = await translatedPlaylists(
      db,
      totals.map((r) => Number(r.volume_number)),
      lang,
    );
    const titleOf = (volume: number, videoId: string, title: string) =>
      translated.get(volume)?.items.find((item) => item.videoId === videoId)?.title ?? title;
    const watchedBy = new Map(watched.map((r) => [Number(r.volume_number), Number(r.n)]));
    const lastBy = new Map(positions.map((r) => [Number(r.volume_number), r]));
    const volumes = totals
      .map((r) => {
        const volume = Number(r.volume_number);
        const last = lastBy.get(volume);
        return {
          volume_number: volume,
          title: translated.get(volume)?.playlistTitle ?? covers.get(volume)?.title ?? '',
          cover: covers.get(volume)?.thumbnail ?? '',
          total: Number(r.n),
          watched: watchedBy.get(volume) ?? 0,
          last_chapter: last ? Number(last.chapter_index) : null,
          last_opened_at: last?.updated_at ?? null,
        };
      })
      .sort((a, b) => a.volume_number - b.volume_number);
    // ISO timestamps order as strings; on a tie the higher volume wins, so the answer is stable.
    const latest = [...positions].sort(
      (a, b) => b.updated_at.localeCompare(a.updated_at) || b.volume_number - a.volume_number,
    )[0];
    const continueReading = latest
      ? {
          volume_number: Number(latest.volume_number),
          chapter: Number(latest.chapter_index),
          title: titleOf(Number(latest.volume_number), latest.video_id, latest.title),
          thumbnail: latest.thumbnail,
        }
      : null;
    return { progress: volumes, continue_reading: continueReading };
  }

  /** Each volume's playlist title and its first video's thumbnail (the lowest position). */
  async function volumeCovers(): Promise<Map<number, { title: string; thumbnail: string }>> {
    const [titles, firsts] = await Promise.all([playlistTitles(db), firstVideoThumbnails(db)]);
    const thumbnailBy = new Map(firsts.map((r) => [Number(r.volume_number), r.thumbnail]));
    return new Map(
      titles.map((r) => [
        Number(r.volume_number),
        { title: r.playlist_title, thumbnail: thumbnailBy.get(Number(r.volume_number)) ?? '' },
      ]),
    );
  }

  return { rememberChapter, lastChapterKey, progress };
}
