import { isoNow } from '../lib/clock';
import { chapterForVideo } from './chapter-identity/chapter-check';
import type { ServiceDeps } from './deps';
import { memberTransaction } from './member-transaction';
import { createNotesService } from './notes-service';
import { memberGeneration, type SharedGenerations } from './shared-generations';

export { NOTES_PER_ACCOUNT } from './notes-service';

export type MemberDataService = ReturnType<typeof createMemberDataService>;

/**
 * What a member keeps for themselves: watched marks and personal notes (notes-service.ts) per
 * chapter. Both are keyed by the chapter's identity (chapter-identity/), reached through the
 * chapter's current position or video, so they stay on the chapter they were written for across
 * re-uploads; a write that names its chapter is refused when the chapter moved (chapter_moved).
 */
export function createMemberDataService(
  deps: ServiceDeps,
  /** Each watched mark raises its member's generation (member-data-cache.ts). */
  generations: SharedGenerations,
  /** Told of every watched mark added or removed (the admin statistics cache listens). */
  changed: () => void = () => undefined,
) {
  const { db, clock } = deps;

  /**
   * Flips the watched mark of the chapter showing one of the volume's videos (with `chapterKey`,
   * only when that chapter still shows it); returns the new state.
   */
  async function toggleWatched(
    userId: number,
    volume: number,
    videoId: string,
    chapterKey?: string,
  ): Promise<boolean> {
    const chapter = await chapterForVideo(db, volume, videoId, chapterKey);
    const watched = await memberTransaction(db, userId, async (trx) => {
      const key = { user_id: userId, volume_number: volume, chapter_key: chapter };
      const removed = await trx('watched_videos').where(key).delete();
      if (removed === 0) await trx('watched_videos').insert({ ...key, created_at: isoNow(clock) });
      await generations.raise(trx, memberGeneration(userId));
      return removed === 0;
    });
    changed();
    return watched;
  }

  return { toggleWatched, ...createNotesService(deps) };
}
