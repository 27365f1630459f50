// A member's notes are searched from their own indexes, kept only while their notes stay the same.
import { describe, expect, it } from 'vitest';
import type { NoteRow } from './load-documents';
import { createNoteSearch } from './note-search';

const note = (index: number, text: string): NoteRow => ({
  volume: 1,
  index,
  title: `1-${index}. Título`,
  text,
});
const found = (hits: { doc: { id: string } }[]) => hits.map((hit) => hit.doc.id).sort();

describe('note search', () => {
  it('answers each member from their own notes only', () => {
    const search = createNoteSearch();
    const ana = [note(1, 'Recordar la zarza ardiente.'), note(2, 'Rezar por la mañana.')];
    const bea = [note(1, 'Nada que ver con arbustos.')];
    expect(found(search.hits(1, ana, 'zarzas'))).toEqual(['note:1:1']);
    expect(found(search.hits(2, bea, 'zarzas'))).toEqual([]);
    expect(found(search.hits(2, bea, 'arbusto'))).toEqual(['note:1:1']);
    expect(found(search.hits(1, ana, 'arbusto'))).toEqual([]);
  });

  it('follows a change of the notes: new text found, the old gone', () => {
    const search = createNoteSearch();
    expect(found(search.hits(1, [note(1, 'La zarza ardiente.')], 'zarza'))).toEqual(['note:1:1']);
    const changed = [note(1, 'El grano de mostaza.'), note(3, 'Otra zarza.')];
    expect(found(search.hits(1, changed, 'zarza'))).toEqual(['note:1:3']);
    expect(found(search.hits(1, changed, 'mostaza'))).toEqual(['note:1:1']);
    expect(search.hits(1, [], 'zarza')).toEqual([]);
  });

  it('searches with both stemmers, each note keeping its better score', () => {
    const search = createNoteSearch();
    const notes = [note(1, 'Forgiveness every morning.'), note(2, 'Perdonaron setenta veces.')];
    expect(found(search.hits(1, notes, 'forgiving'))).toEqual(['note:1:1']);
    expect(found(search.hits(1, notes, 'perdonar'))).toEqual(['note:1:2']);
  });
});
