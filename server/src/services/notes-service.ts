import type { Knex } from 'knex';
import { NOTES_PAGE_DEFAULT } from '@camino/schemas/constants';
import type { CurrentNote } from '@camino/schemas/api/member-data';
import { AppError, message, notFound } from '../errors';
import { isoNow } from '../lib/clock';
import { chapterForIndex } from './chapter-identity/chapter-check';
import type { ServiceDeps } from './deps';
import { memberTransaction } from './member-transaction';
import { joinChapter } from './publishing/kinds/playlist-reads';
import { keepVersion, noteVersions, type NoteKey, type StoredNote } from './note-history';
import { decodeCursor, encodeCursor } from './notes-cursor';
import type { Language } from '@camino/schemas/languages';
import { SOURCE_LANGUAGE } from '@camino/schemas/translations/translatable';
import { translatedChapterTitles } from './publishing/kinds/translations';

/** Notes one account may keep (docs/api.md, "Member data"): far above any reader's use, bounded for storage. */
export const NOTES_PER_ACCOUNT = 5000;

/** 409 note_conflict: the save named a version other than the stored one; `current` is that one. */
export class NoteConflictError extends AppError {
  constructor(readonly current: CurrentNote) {
    super(409, 'note_conflict', undefined, undefined, { current });
  }
}

/** How a save names the note it replaces (notes/router.ts reads these from the body). */
export interface NoteSave {
  /** The chapter the page showed at the index (409 chapter_moved when it is not there now). */
  chapterKey?: string;
  /** The version the client last read (0: none); 409 note_conflict when another is stored. */
  baseVersion?: number;
}

const noteLimitReached = () =>
  new AppError(409, 'note_limit_reached', message('note_limit', { limit: NOTES_PER_ACCOUNT }));

async function storedNote(db: Knex | Knex.Transaction, key: NoteKey): Promise<StoredNote | null> {
  const row = (await db('notes').where(key).first('note_text', 'version', 'updated_at')) as
    { note_text: string; version: number | string; updated_at: string } | undefined;
  return row ? { note_text: row.note_text, version: Number(row.version), updated_at: row.updated_at } : null;
}

/** Deletes a stored note, its text kept in the history (an emptied note and a delete alike). */
async function removeNote(trx: Knex.Transaction, key: NoteKey, current: StoredNote, now: string) {
  await keepVersion(trx, key, current, now);
  await trx('notes').where(key).delete();
}

/**
 * Before a new note: how many notes the member has, and the version it starts at, one past the
 * newest its chapter's history keeps (so a note written again after a deletion never reuses a
 * number its history holds; 1 when there is none). One statement: SQLite's writer gives up its
 * turn of the event loop after each statement of a transaction.
 */
async function newNoteState(trx: Knex.Transaction, key: NoteKey) {
  const row = (await trx
    .select({
      notes: trx('notes').where({ user_id: key.user_id }).count('*'),
      kept: trx('note_versions').where(key).max('version'),
    })
    .first()) as { notes: number | string; kept: number | string | null };
  return { notes: Number(row.notes), version: Number(row.kept ?? 0) + 1 };
}

export type NotesService = ReturnType<typeof createNotesService>;

/**
 * Members' personal notes, one per member and chapter (keyed by the chapter's identity), with
 * versions, a bounded history of replaced texts and the per-account cap. Every write runs in
 * memberTransaction: one member's writes take turns, so the version check, the history and the
 * cap are exact, on SQLite and MySQL alike.
 */
export function createNotesService({ db, clock }: ServiceDeps) {
  async function getNote(userId: number, volume: number, index: number) {
    const chapter = await chapterForIndex(db, volume, index);
    const note = await storedNote(db, { user_id: userId, volume_number: volume, chapter_key: chapter });
    if (!note) throw notFound(message('note_not_found'));
    return { ...note, chapter_key: chapter };
  }

  /**
   * Saves the note on the chapter at `index` (or, with `chapterKey`, on that chapter if it is
   * still there); an empty text deletes it, so a later read answers 404 (= empty note). The text
   * replaced goes to the history. A new note past NOTES_PER_ACCOUNT is refused (409
   * note_limit_reached); a `baseVersion` other than the stored version, 409 note_conflict.
   */
  async function saveNote(userId: number, volume: number, index: number, text: string, save: NoteSave = {}) {
    const now = isoNow(clock);
    // Where the chapter is, read before the write's turn: a note is stored under its chapter's
    // key, so an upload committed meanwhile cannot move it to another chapter.
    const chapter = await chapterForIndex(db, volume, index, save.chapterKey);
    return memberTransaction(db, userId, async (trx) => {
      const key = { user_id: userId, volume_number: volume, chapter_key: chapter };
      const current = await storedNote(trx, key);
      if (save.baseVersion !== undefined && save.baseVersion !== (current?.version ?? 0)) {
        throw new NoteConflictError(current ?? { note_text: '', version: 0, updated_at: null });
      }
      const answer = (stored: StoredNote) => ({ ...stored, chapter_key: chapter, index });
      if (text.trim() === '') {
        if (current) await removeNote(trx, key, current, now);
        return answer({ note_text: '', version: 0, updated_at: now });
      }
      if (current?.note_text === text) return answer(current);
      if (current) {
        await keepVersion(trx, key, current, now);
        const version = current.version + 1;
        await trx('notes').where(key).update({ note_text: text, version, updated_at: now });
        return answer({ note_text: text, version, updated_at: now });
      }
      const { notes, version } = await newNoteState(trx, key);
      if (notes >= NOTES_PER_ACCOUNT) throw noteLimitReached();
      await trx('notes').insert({ ...key, note_text: text, version, created_at: now, updated_at: now });
      return answer({ note_text: text, version, updated_at: now });
    });
  }

  /**
   * Deletes the member's note on chapter `chapterKey`, published or not (so a note on a chapter
   * that left the playlist can be deleted and frees its place under the cap); 404 when none.
   */
  async function deleteNote(userId: number, volume: number, chapterKey: string): Promise<void> {
    const now = isoNow(clock);
    await memberTransaction(db, userId, async (trx) => {
      const key = { user_id: userId, volume_number: volume, chapter_key: chapterKey };
      const current = await storedNote(trx, key);
      if (!current) throw notFound(message('note_not_found'));
      await removeNote(trx, key, current, now);
    });
  }

  /** The texts earlier saves of the note replaced, newest first (NOTE_HISTORY_VERSIONS, NOTE_HISTORY_DAYS). */
  async function noteHistory(userId: number, volume: number, chapterKey: string) {
    const key = { user_id: userId, volume_number: volume, chapter_key: chapterKey };
    return { versions: await noteVersions(db, key, isoNow(clock)) };
  }

  /**
   * One page of the member's notes, newest first (then by volume and chapter key, so the order
   * is total), each on its chapter: the current index and title when the chapter is in its
   * volume's playlist, else `index: null` and the title it showed last. `cursor` continues after
   * the last note of the previous page (keyset): a note saved meanwhile moves to the front, and
   * no note is answered twice.
   */
  async function listNotes(
    userId: number,
    limit = NOTES_PAGE_DEFAULT,
    cursor?: string,
    lang: Language = SOURCE_LANGUAGE,
  ) {
    const after = cursor === undefined ? null : decodeCursor(cursor);
    const query = joinChapter(db('notes as n'), 'n', 'leftJoin').where('n.user_id', userId);
    if (after) {
      // Keyset on (updated_at desc, volume, chapter_key): strictly after the cursor's note.
      const { updated_at: at, volume, chapter_key: chapter } = after;
      query.andWhere((q) =>
        q
          .where('n.updated_at', '<', at)
          .orWhere((o) => o.where('n.updated_at', at).andWhere('n.volume_number', '>', volume))
          .orWhere((o) =>
            o
              .where('n.updated_at', at)
              .andWhere('n.volume_number', volume)
              .andWhere('n.chapter_key', '>', chapter),
          ),
      );
    }
    const rows = await query
      .orderBy([
        { column: 'n.updated_at', order: 'desc' },
        { column: 'n.volume_number' },
        { column: 'n.chapter_key' },
      ])
      .limit(limit + 1)
      .select(
        'n.volume_number',
        'n.chapter_key',
        'n.note_text',
        'n.version',
        'n.updated_at',
        'c.title',
        'c.video_id',
        'c.position',
        'c.chapter_index',
      );
    const page = rows.slice(0, limit);
    // Each chapter titled as the reader's language has it, where its playlist is translated.
    const titles = await translatedChapterTitles(
      db,
      page.map((r) => Number(r.volume_number)),
      lang,
    );
    const notes = page.map((r) => {
      const published = r.position != null && r.chapter_index != null;
      return {
        volume: Number(r.volume_number),
        index: published ? Number(r.chapter_index) : null,
        chapter_key: r.chapter_key as string,
        title: titles.get(`${r.volume_number}:${r.video_id}`) ?? (r.title as string | null) ?? '',
        note: r.note_text as string,
        updated_at: r.updated_at as string,
        version: Number(r.version),
        published,
      };
    });
    const last = notes[notes.length - 1];
    const more = rows.length > limit && last !== undefined;
    return {
      notes,
      next_cursor: more
        ? encodeCursor({ updated_at: last.updated_at, volume: last.volume, chapter_key: last.chapter_key })
        : null,
    };
  }

  return { getNote, saveNote, deleteNote, noteHistory, listNotes };
}
