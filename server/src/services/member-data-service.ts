import { AppError, notFound } from '../errors';
import { isoNow } from '../lib/clock';
import { chapterAt, chapterOfVideo } from './chapter-identity/chapter-catalog';
import type { ServiceDeps } from './deps';
import { memberGeneration, type SharedGenerations } from './shared-generations';

/** Notes one account may keep (README.md, "Member data"): far above any reader's use, bounded for storage. */
export const NOTES_PER_ACCOUNT = 5000;

export type MemberDataService = ReturnType<typeof createMemberDataService>;

/**
 * What a member keeps for themselves: watched marks and personal notes per chapter. Both are
 * keyed by the chapter's identity (chapter-identity/), reached through the chapter's current
 * position or video, so they stay on the chapter they were written for across re-uploads.
 */
export function createMemberDataService(
  { db, clock }: ServiceDeps,
  /** Each watched mark raises its member's generation (member-data-cache.ts). */
  generations: SharedGenerations,
  /** Told of every watched mark added or removed (the admin statistics cache listens). */
  changed: () => void = () => undefined,
) {
  /** Flips the watched mark of the chapter showing one of the volume's videos; returns the new state. */
  async function toggleWatched(userId: number, volume: number, videoId: string): Promise<boolean> {
    const chapter = videoId === '' ? null : await chapterOfVideo(db, volume, videoId);
    if (chapter === null) throw notFound(`Video ${videoId} is not in the playlist of volume ${volume}`);
    const key = { user_id: userId, volume_number: volume, chapter_key: chapter };
    const watched = await db.transaction(async (trx) => {
      const removed = await trx('watched_videos').where(key).delete();
      if (removed === 0) await trx('watched_videos').insert({ ...key, created_at: isoNow(clock) });
      await generations.raise(trx, memberGeneration(userId));
      return removed === 0;
    });
    changed();
    return watched;
  }

  /** The chapter at a published position; 404 otherwise (notes exist only for published chapters). */
  async function publishedChapter(volume: number, index: number): Promise<string> {
    const chapter = await chapterAt(db, volume, index);
    if (chapter === null)
      throw notFound(`Chapter ${volume}-${index} is not in the playlist of volume ${volume}`);
    return chapter;
  }

  async function getNote(userId: number, volume: number, index: number) {
    const chapter = await publishedChapter(volume, index);
    const row = await db('notes')
      .where({ user_id: userId, volume_number: volume, chapter_key: chapter })
      .first('note_text', 'updated_at');
    if (!row) throw notFound('No note for this chapter');
    return { note_text: row.note_text as string, updated_at: row.updated_at as string };
  }

  /**
   * Saves the note on the chapter now at `index`; an empty text deletes it, so a later read answers
   * 404 (= empty note). A new note past NOTES_PER_ACCOUNT is refused (409 note_limit_reached).
   */
  async function saveNote(userId: number, volume: number, index: number, text: string) {
    const chapter = await publishedChapter(volume, index);
    const key = { user_id: userId, volume_number: volume, chapter_key: chapter };
    const now = isoNow(clock);
    if (text.trim() === '') {
      await db('notes').where(key).delete();
      return { note_text: '', updated_at: now };
    }
    await db.transaction(async (trx) => {
      const updated = await trx('notes').where(key).update({ note_text: text, updated_at: now });
      if (updated > 0) return;
      const count = await trx('notes').where({ user_id: userId }).count({ n: '*' }).first();
      if (Number(count?.n ?? 0) >= NOTES_PER_ACCOUNT) {
        throw new AppError(
          409,
          'note_limit_reached',
          `An account keeps at most ${NOTES_PER_ACCOUNT} notes; empty (delete) one to write another`,
        );
      }
      await trx('notes')
        .insert({ ...key, note_text: text, created_at: now, updated_at: now })
        .onConflict(['user_id', 'volume_number', 'chapter_key'])
        .merge(['note_text', 'updated_at']);
    });
    return { note_text: text, updated_at: now };
  }

  /**
   * Every note of the member, newest first, on its chapter: the current index and title when the
   * chapter is in its volume's playlist, else `index: null` and the title it showed last.
   */
  async function listNotes(userId: number) {
    const rows = await db('notes as n')
      .leftJoin('chapters as c', function () {
        this.on('c.volume_number', 'n.volume_number').andOn('c.chapter_key', 'n.chapter_key');
      })
      .where('n.user_id', userId)
      .orderBy([
        { column: 'n.updated_at', order: 'desc' },
        { column: 'n.volume_number' },
        { column: 'n.chapter_key' },
      ])
      .select(
        'n.volume_number',
        'n.chapter_key',
        'n.note_text',
        'n.updated_at',
        'c.title',
        'c.position',
        'c.chapter_index',
      );
    return rows.map((r) => {
      const published = r.position != null && r.chapter_index != null;
      return {
        volume: Number(r.volume_number),
        index: published ? Number(r.chapter_index) : null,
        chapter_key: r.chapter_key as string,
        title: (r.title as string | null) ?? '',
        note: r.note_text as string,
        updated_at: r.updated_at as string,
        published,
      };
    });
  }

  return { toggleWatched, getNote, saveNote, listNotes };
}
