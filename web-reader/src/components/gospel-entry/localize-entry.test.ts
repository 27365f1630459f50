import type { GospelEntry } from '@camino/schemas/gospel-entry';
import { describe, expect, it } from 'vitest';
import { localizeEntry } from './localize-entry';

const entry: GospelEntry = {
  date: '2026-11-22',
  weekday: 'Domingo',
  gospel: {
    reference: 'Mateo 5:3',
    intro: 'Intro ES',
    verses: ['Bienaventurados los pobres'],
    links: ['[ES](https://x.org/es)'],
  },
  reflexion: '<p>ES</p>',
  liturgical_note: 'Nota',
  copyright_note: 'RV 1909',
  url: 'https://x.org/2026-11-22',
  en: { gospel: { reference: 'Matthew 5:3', verses: ['Blessed are the poor'] }, reflexion: '<p>EN</p>' },
};

describe('localizeEntry', () => {
  it('shows the English translation when the UI is English, falling back field by field', () => {
    const en = localizeEntry(entry, 'en');
    expect(en).toMatchObject({
      reference: 'Matthew 5:3',
      verses: ['Blessed are the poor'],
      reflexion: '<p>EN</p>',
    });
    expect(en.liturgicalNote).toBe('Nota');
    expect(en.links).toEqual(['[ES](https://x.org/es)']);
  });

  it('shows the Spanish original in Spanish, or when there is no translation', () => {
    expect(localizeEntry(entry, 'es').reference).toBe('Mateo 5:3');
    expect(localizeEntry({ ...entry, en: undefined }, 'en').reference).toBe('Mateo 5:3');
  });
});
