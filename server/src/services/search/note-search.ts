import { noteDocument } from './documents';
import type { NoteRow } from './load-documents';
import { buildSearchIndex, type IndexHit, type SearchIndex } from './search-index';

/** One member's notes indexed in both languages, and the notes they were built from. */
interface MemberIndexes {
  notes: NoteRow[];
  es: SearchIndex;
  en: SearchIndex;
}

/**
 * Kept while their notes stay the same: at most this many members, and this many notes in all
 * (a member has at most a few thousand), the least recently searched going first.
 */
const MAX_MEMBERS = 100;
const MAX_NOTES = 20_000;

/** True when two reads of a member's notes are the same (same chapters, titles and text). */
function sameNotes(a: readonly NoteRow[], b: readonly NoteRow[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x.volume !== y.volume || x.index !== y.index || x.title !== y.title || x.text !== y.text)
      return false;
  }
  return true;
}

/** The member's notes indexed with one language's stemmer. */
const indexIn = (language: 'es' | 'en', notes: readonly NoteRow[]) =>
  buildSearchIndex(
    language,
    notes.map((note) => ({ ...noteDocument(note.volume, note.index, note.title, note.text), language })),
  );

export type NoteSearch = ReturnType<typeof createNoteSearch>;

/**
 * A member's own notes, searched with both stemmers (a note may be written in either language);
 * each note keeps its better score.
 *
 * Building the two small indexes was most of a member's search time, so they are kept per member
 * and reused while the notes read for this request are the very same. Each entry holds one
 * member's notes only and is found by their id, and an entry is used only when it equals the
 * notes just read from that member's own rows: B can never be answered from A's notes, nor from
 * notes since changed or deleted.
 */
export function createNoteSearch() {
  const members = new Map<number, MemberIndexes>();
  let held = 0;

  function indexesFor(userId: number, notes: NoteRow[]): MemberIndexes {
    const known = members.get(userId);
    if (known) {
      members.delete(userId);
      held -= known.notes.length;
    }
    const indexes =
      known && sameNotes(known.notes, notes)
        ? known
        : { notes, es: indexIn('es', notes), en: indexIn('en', notes) };
    // Re-inserted last: the Map's order is the least recently searched first.
    members.set(userId, indexes);
    held += notes.length;
    for (const [id, entry] of members) {
      if (members.size <= MAX_MEMBERS && held <= MAX_NOTES) break;
      if (id === userId) continue;
      members.delete(id);
      held -= entry.notes.length;
    }
    return indexes;
  }

  /** The notes (already read from the member's own rows) matching `text`, unsorted. */
  function hits(userId: number, notes: NoteRow[], text: string): IndexHit[] {
    if (notes.length === 0) return [];
    const { es, en } = indexesFor(userId, notes);
    const best = new Map<string, IndexHit>();
    for (const own of [es, en]) {
      for (const hit of own.search({ text, member: true })) {
        const known = best.get(hit.doc.id);
        if (!known || hit.score > known.score) best.set(hit.doc.id, hit);
      }
    }
    return [...best.values()];
  }

  return { hits };
}
