import type { Knex } from 'knex';
import { NOTE_HISTORY_DAYS, NOTE_HISTORY_VERSIONS } from '@camino/schemas/constants';

type Db = Knex | Knex.Transaction;

/** One member's note on one chapter. */
export interface NoteKey {
  user_id: number;
  volume_number: number;
  chapter_key: string;
}

/** The stored note a save replaces. */
export interface StoredNote {
  note_text: string;
  version: number;
  updated_at: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Versions replaced before this instant are past keeping. */
const cutoff = (now: string) => new Date(Date.parse(now) - NOTE_HISTORY_DAYS * DAY_MS).toISOString();

/**
 * Keeps `replaced` (the text a save or deletion replaces) in the note's history, and prunes that
 * history to the last NOTE_HISTORY_VERSIONS versions replaced within NOTE_HISTORY_DAYS. A note's
 * versions are consecutive (each save adds one; a note written again after a deletion goes on
 * from the deleted one, notes-service.ts), so the last ones are those above a number: one DELETE.
 * Runs in the save's transaction, under the member's turn (member-transaction.ts).
 */
export async function keepVersion(trx: Knex.Transaction, key: NoteKey, replaced: StoredNote, now: string) {
  await trx('note_versions').insert({
    ...key,
    version: replaced.version,
    note_text: replaced.note_text,
    saved_at: replaced.updated_at,
    replaced_at: now,
  });
  await trx('note_versions')
    .where(key)
    .andWhere((q) =>
      q
        .where('version', '<=', replaced.version - NOTE_HISTORY_VERSIONS)
        .orWhere('replaced_at', '<', cutoff(now)),
    )
    .delete();
}

/** The kept versions of a note, newest first (the current text is not among them). */
export async function noteVersions(db: Db, key: NoteKey, now: string) {
  const rows = (await db('note_versions')
    .where(key)
    .andWhere('replaced_at', '>=', cutoff(now))
    .orderBy('version', 'desc')
    .limit(NOTE_HISTORY_VERSIONS)
    .select('version', 'note_text', 'saved_at')) as Array<{
    version: number | string;
    note_text: string;
    saved_at: string;
  }>;
  return rows.map((r) => ({ version: Number(r.version), note_text: r.note_text, saved_at: r.saved_at }));
}
