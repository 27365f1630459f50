import type { GospelEntry } from '@camino/schemas/gospel-entry';
import type { Language } from '@camino/schemas/languages';

/** The fields the page shows, in the UI language when a translation exists. */
export interface LocalizedGospel {
  date: string;
  heading?: string;
  reference: string;
  intro?: string;
  verses: string[];
  links: string[];
  reflexion?: string;
  liturgicalNote?: string;
  url?: string;
  copyrightNote?: string;
  /**
   * The language each part is written in (Spanish, or English where the translation has it), for
   * `lang` on its element: Spanish text inside the English UI is marked as such.
   */
  languages: {
    reading: Language;
    links: Language;
    reflexion: Language;
    liturgicalNote: Language;
    copyrightNote: Language;
  };
}

/**
 * Picks the English translation (`en`) when the UI is English and the entry has one; each missing
 * translated field falls back to the Spanish original.
 */
export function localizeEntry(entry: GospelEntry, language: string): LocalizedGospel {
  const en = language === 'en' ? entry.en : undefined;
  const gospel = en?.gospel ?? entry.gospel;
  return {
    date: entry.date,
    heading: gospel.heading,
    reference: gospel.reference,
    intro: gospel.intro,
    verses: [...gospel.verses],
    links: [...(gospel.links ?? entry.gospel.links ?? [])],
    reflexion: en?.reflexion ?? entry.reflexion,
    liturgicalNote: en?.liturgical_note ?? entry.liturgical_note,
    url: entry.url,
    copyrightNote: en?.copyright_note ?? entry.copyright_note,
    languages: {
      reading: en?.gospel ? 'en' : 'es',
      links: en?.gospel?.links ? 'en' : 'es',
      reflexion: en?.reflexion ? 'en' : 'es',
      liturgicalNote: en?.liturgical_note ? 'en' : 'es',
      copyrightNote: en?.copyright_note ? 'en' : 'es',
    },
  };
}
