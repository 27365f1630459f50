// Snippets: the paragraph with the most different matched words, marked word by word, the same
// whether a paragraph folds in place (Latin-1) or not.
import { describe, expect, it } from 'vitest';
import type { SearchDocument } from './documents';
import { segmentsOf, snippetOf } from './snippet';
import { termOf } from './terms';

const doc = (members: string[], open: string[] = []): SearchDocument => ({
  id: 'chapter:1:1',
  kind: 'chapter',
  language: 'es',
  title: 'Título',
  open,
  members,
  target: { volume: 1, index: 1 },
});
const termsOf = (...words: string[]) => words.map((w) => termOf(w, 'es')!);
const marks = (segments: { text: string; match: boolean }[]) =>
  segments.filter((s) => s.match).map((s) => s.text);

describe('snippetOf', () => {
  it('takes the first paragraph holding the most different matched words', () => {
    const terms = termsOf('perdonar', 'oración');
    const snippet = snippetOf(
      doc([
        'Nada aquí.',
        'Perdonó una vez, y perdonó otra.',
        'La oración del que perdona: perdonó y perdonará.',
        'Oración y perdón, perdón y oraciones.',
      ]),
      terms,
      true,
    );
    expect(marks(snippet)).toEqual(['oración', 'perdona', 'perdonó', 'perdonará']);
    expect(snippet.map((s) => s.text).join('')).toBe('La oración del que perdona: perdonó y perdonará.');
  });

  it('marks words as segmentsOf does, Latin-1 paragraphs or not', () => {
    const terms = termsOf('perdonar', 'oración');
    for (const paragraph of [
      '¡Perdonó! (oración) perdonaron—ORACIÓN; im-perdonable perdón.',
      'Œuvre: perdonó la oración — “perdón”.',
      'oración con acento combinado y perdón',
    ]) {
      expect(snippetOf(doc([paragraph]), terms, true)).toEqual(segmentsOf(paragraph, new Set(terms), 'es'));
    }
  });

  it("reads the members' text only for members, and is empty when no paragraph matches", () => {
    const terms = termsOf('paz');
    const both = doc(['La paz para los miembros.'], ['Texto abierto sin nada.']);
    expect(snippetOf(both, terms, false)).toEqual([]);
    expect(marks(snippetOf(both, terms, true))).toEqual(['paz']);
  });
});
