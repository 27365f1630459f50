import { problem } from '@camino/schemas/messages/render-problem';
import { describe, expect, it } from 'vitest';
import { referenceWarningsOf } from './reference-warnings';

describe('referenceWarningsOf', () => {
  it('warns for an optional chapter reference that names no passage, with its pointer', () => {
    const data = {
      info: { volume: 1, index: 1, date: '1 de enero' },
      new_testament: [
        { reference: 'Mateo 7,13-14', description: '', citation: '' },
        { reference: 'Eclo 3,2', description: '', citation: '' },
        { reference: 'Evangelio de hoy', description: '', citation: '' },
      ],
    };
    expect(referenceWarningsOf({ kind: 'optional', data, schemaValid: true })).toEqual([
      problem('/new_testament/2/reference', 'unreadable_reference', { text: 'Evangelio de hoy' }),
    ]);
  });

  it("points into a gospel file's array, or into a single entry", () => {
    const entry = (reference: string) => ({ date: '2026-11-22', gospel: { reference, verses: [] } });
    expect(
      referenceWarningsOf({
        kind: 'gospel',
        data: [entry('Lc 19,1-10'), entry('sin cita')],
        schemaValid: true,
      }),
    ).toEqual([problem('/1/gospel/reference', 'unreadable_reference', { text: 'sin cita' })]);
    expect(referenceWarningsOf({ kind: 'gospel', data: entry('sin cita'), schemaValid: true })).toEqual([
      problem('/gospel/reference', 'unreadable_reference', { text: 'sin cita' }),
    ]);
  });

  it('says nothing of a file its schema refuses, nor of other kinds', () => {
    expect(referenceWarningsOf({ kind: 'optional', data: {}, schemaValid: false })).toEqual([]);
    expect(referenceWarningsOf({ kind: 'main', data: {}, schemaValid: true })).toEqual([]);
  });
});
