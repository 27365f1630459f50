import { notFound } from '../errors';
import { isoNow } from '../lib/clock';
import type { ServiceDeps } from './deps';
import { memberGeneration, type SharedGenerations } from './shared-generations';
import type { VolumesService } from './volumes-service';

export type MemberDataService = ReturnType<typeof createMemberDataService>;

/** What a member keeps for themselves: watched marks and personal notes per chapter. */
export function createMemberDataService(
  { db, clock }: ServiceDeps,
  volumes: VolumesService,
  /** Each watched mark raises its member's generation (member-data-cache.ts). */
  generations: SharedGenerations,
  /** Told of every watched mark added or removed (the admin statistics cache listens). */
  changed: () => void = () => undefined,
) {
  /** Flips the watched mark of one of the volume's videos; returns the new state. */
  async function toggleWatched(userId: number, volume: number, videoId: string): Promise<boolean> {
    if (!(await volumes.hasVideo(volume, videoId))) {
      throw notFound(`Video ${videoId} is not in the playlist of volume ${volume}`);
    }
    const key = { user_id: userId, volume_number: volume, video_id: videoId };
    const watched = await db.transaction(async (trx) => {
      const removed = await trx('watched_videos').where(key).delete();
      if (removed === 0) await trx('watched_videos').insert({ ...key, created_at: isoNow(clock) });
      await generations.raise(trx, memberGeneration(userId));
      return removed === 0;
    });
    changed();
    return watched;
  }

  async function getNote(userId: number, volume: number, index: number) {
    const row = await db('notes')
      .where({ user_id: userId, volume_number: volume, chapter_index: index })
      .first('note_text', 'updated_at');
    if (!row) throw notFound('No note for this chapter');
    return { note_text: row.note_text as string, updated_at: row.updated_at as string };
  }

  /** Saves the note; an empty text deletes it, so a later read answers 404 (= empty note). */
  async function saveNote(userId: number, volume: number, index: number, text: string) {
    const key = { user_id: userId, volume_number: volume, chapter_index: index };
    const now = isoNow(clock);
    if (text.trim() === '') {
      await db('notes').where(key).delete();
      return { note_text: '', updated_at: now };
    }
    await db('notes')
      .insert({ ...key, note_text: text, created_at: now, updated_at: now })
      .onConflict(['user_id', 'volume_number', 'chapter_index'])
      .merge(['note_text', 'updated_at']);
    return { note_text: text, updated_at: now };
  }

  /**
   * Every note of the member, newest first, on its chapter: the current index and title when the
   * chapter is in its volume's playlist, else `index: null` and the last known title.
   */
  async function listNotes(userId: number) {
    const rows = await db('notes as n')
      .leftJoin('videos as v', function () {
        this.on('v.volume_number', 'n.volume_number').andOn('v.chapter_index', 'n.chapter_index');
      })
      .where('n.user_id', userId)
      .orderBy([
        { column: 'n.updated_at', order: 'desc' },
        { column: 'n.volume_number' },
        { column: 'n.chapter_index' },
      ])
      .select('n.volume_number', 'n.chapter_index', 'n.note_text', 'n.updated_at', 'v.video_id', 'v.title');
    const seen = new Set<string>();
    return rows.flatMap((r) => {
      const key = `${r.volume_number}:${r.chapter_index}`;
      if (seen.has(key)) return [];
      seen.add(key);
      const published = r.title != null;
      return [
        {
          volume: Number(r.volume_number),
          index: published ? Number(r.chapter_index) : null,
          chapter_key: (r.video_id as string | null) || `index:${r.chapter_index}`,
          title: (r.title as string | null) ?? '',
          note: r.note_text as string,
          updated_at: r.updated_at as string,
          published,
        },
      ];
    });
  }

  return { toggleWatched, getNote, saveNote, listNotes };
}
