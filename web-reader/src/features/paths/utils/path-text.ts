import type { Language } from '@camino/schemas/languages';

/** A path's text in the UI language (a path file holds both). */
export const inLanguage = (text: { en: string; es: string }, lang: Language): string => text[lang];

/** A YYYY-MM-DD date as the UI shows a day ("Sunday, 29 November"), read in UTC so it never shifts. */
export const formatDay = (date: string, lang: Language): string =>
  new Intl.DateTimeFormat(lang === 'es' ? 'es-ES' : 'en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

/** The catalogue key saying where a path starts. */
export const startKey = (start: string): string =>
  start === 'first-sunday-of-advent'
    ? 'pathStartsAdvent'
    : start === 'ash-wednesday'
      ? 'pathStartsAshWednesday'
      : 'pathStartsOnJoin';
