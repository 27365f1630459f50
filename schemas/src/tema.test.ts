import { describe, expect, it } from 'vitest';
import { validateTema } from './tema';

const entry = {
  info: { volume: 11, index: 5, date: '3 de marzo', link: '[11-5](/volume/11?chapter=5)' },
  dialogue_summary: [{ speaker: 'Maestro', summary: 'Sobre la oración' }],
};
const tema = { title: 'La oración', items: [entry] };

describe('validateTema', () => {
  it('accepts a tema with chapter summaries', () => {
    expect(validateTema(tema)).toEqual({ ok: true, value: tema });
    expect(validateTema({ title: 'Vacío', items: [] })).toEqual({
      ok: true,
      value: { title: 'Vacío', items: [] },
    });
  });

  it('wants the link as one markdown link', () => {
    for (const link of ['/volume/11?chapter=5', '[11-5]', '[](/x)', 'ver [11-5](/x)', '[11-5](/x) y más']) {
      expect(validateTema({ ...tema, items: [{ ...entry, info: { ...entry.info, link } }] })).toEqual({
        ok: false,
        problems: [
          expect.objectContaining({
            pointer: '/items/0/info/link',
            message: 'must be a markdown link like [text](https://example.org)',
          }),
        ],
      });
    }
  });

  it('checks the info block like a chapter file does, plus its link', () => {
    expect(
      validateTema({ ...tema, items: [{ ...entry, info: { volume: 40, index: 1, date: 'x' } }] }),
    ).toEqual({
      ok: false,
      problems: [
        expect.objectContaining({ pointer: '/items/0/info/link', message: 'is required' }),
        expect.objectContaining({ pointer: '/items/0/info/volume', message: 'must be at most 36' }),
      ],
    });
  });

  it('requires a title of 1 to 200 characters', () => {
    expect(validateTema({ ...tema, title: '' })).toEqual({
      ok: false,
      problems: [expect.objectContaining({ pointer: '/title', message: 'must not be empty' })],
    });
    expect(validateTema({ ...tema, title: 'x'.repeat(201) })).toEqual({
      ok: false,
      problems: [
        expect.objectContaining({ pointer: '/title', message: 'must be at most 200 characters long' }),
      ],
    });
  });

  it('requires speaker and summary in each summary line', () => {
    expect(
      validateTema({ ...tema, items: [{ ...entry, dialogue_summary: [{ speaker: 'x', text: 'y' }] }] }),
    ).toEqual({
      ok: false,
      problems: [
        expect.objectContaining({ pointer: '/items/0/dialogue_summary/0/summary', message: 'is required' }),
        expect.objectContaining({
          pointer: '/items/0/dialogue_summary/0/text',
          message: 'is not an allowed property (check the spelling)',
        }),
      ],
    });
  });
});
