import { describe, expect, it } from 'vitest';
import { validateGospelEntry } from './gospel-entry';

const entry = {
  date: '2025-03-02',
  weekday: 'Domingo',
  gospel: {
    heading: 'Lectura del santo evangelio según san Lucas',
    reference: 'Lc 6, 39-45',
    intro: 'En aquel tiempo,',
    verses: ['dijo Jesús a sus discípulos una parábola.'],
    links: ['[Lc 6](https://www.bibliacatolica.com.br/lc/6)'],
  },
  reflexion: '<p>El árbol se conoce por sus frutos.</p>',
  liturgical_note: 'VIII Domingo del tiempo ordinario',
  url: 'https://example.org/evangelio/2025-03-02',
  copyright_note: '© Texto litúrgico',
  en: {
    weekday: 'Sunday',
    gospel: { reference: 'Lk 6:39-45', verses: ['Jesus told his disciples a parable.'] },
    reflexion: '<p>A tree is known by its fruit.</p>',
  },
};

describe('validateGospelEntry', () => {
  it('accepts a full entry and a minimal one', () => {
    expect(validateGospelEntry(entry)).toEqual({ ok: true, value: entry });
    const minimal = { date: '2025-03-02', gospel: { reference: 'Lc 6, 39-45', verses: [] } };
    expect(validateGospelEntry(minimal)).toEqual({ ok: true, value: minimal });
  });

  it('wants a real calendar date in the form YYYY-MM-DD', () => {
    for (const date of ['2025-02-30', '02/03/2025', '2025-3-2', '']) {
      expect(validateGospelEntry({ ...entry, date })).toEqual({
        ok: false,
        problems: [
          expect.objectContaining({ pointer: '/date', message: 'must be a date in the form YYYY-MM-DD' }),
        ],
      });
    }
  });

  it('wants an http(s) source URL', () => {
    expect(validateGospelEntry({ ...entry, url: 'ftp://example.org/x' })).toEqual({
      ok: false,
      problems: [
        expect.objectContaining({ pointer: '/url', message: 'must start with http:// or https://' }),
      ],
    });
    expect(validateGospelEntry({ ...entry, url: 'no es una url' })).toEqual({
      ok: false,
      problems: [
        expect.objectContaining({ pointer: '/url', message: 'must start with http:// or https://' }),
        expect.objectContaining({ pointer: '/url', message: 'must be a valid URL' }),
      ],
    });
  });

  it('checks the reading and its links', () => {
    expect(
      validateGospelEntry({ ...entry, gospel: { reference: '', verses: 'x', links: ['Lc 6'] } }),
    ).toEqual({
      ok: false,
      problems: [
        expect.objectContaining({ pointer: '/gospel/reference', message: 'must not be empty' }),
        expect.objectContaining({ pointer: '/gospel/verses', message: 'must be an array' }),
        expect.objectContaining({
          pointer: '/gospel/links/0',
          message: 'must be a markdown link like [text](https://example.org)',
        }),
      ],
    });
  });

  it('checks the English translation like the Spanish text', () => {
    expect(
      validateGospelEntry({ ...entry, en: { weekday: 'Sunday', gospel: { reference: 'Lk 6' }, title: 'x' } }),
    ).toEqual({
      ok: false,
      problems: [
        expect.objectContaining({
          pointer: '/en/title',
          message: 'is not an allowed property (check the spelling)',
        }),
        expect.objectContaining({ pointer: '/en/gospel/verses', message: 'is required' }),
      ],
    });
    expect(validateGospelEntry({ ...entry, en: { weekday: 'Sunday' } })).toEqual({
      ok: false,
      problems: [expect.objectContaining({ pointer: '/en/gospel', message: 'is required' })],
    });
  });
});
