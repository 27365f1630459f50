import { toLanguage, type Language } from '@camino/schemas/languages';

/** How the Gospel page writes a date (the calendar rules are in @camino/schemas/calendar-date). */

/**
 * The names Intl.DateTimeFormat gives in en-US and es-ES, written out: building the first
 * formatter loads the browser's locale and time-zone data, about 40 ms of CPU inside /evangelio's
 * hydration (a long task of 160 ms under Lighthouse's 4x slowdown), for two short lists.
 */
const NAMES: Record<Language, { months: string[]; weekdays: string[] }> = {
  en: {
    months: 'January February March April May June July August September October November December'.split(
      ' ',
    ),
    weekdays: 'Sunday Monday Tuesday Wednesday Thursday Friday Saturday'.split(' '),
  },
  es: {
    months: 'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre'.split(
      ' ',
    ),
    weekdays: 'Domingo Lunes Martes Miércoles Jueves Viernes Sábado'.split(' '),
  },
};

/**
 * "November 22, 2026 - Sunday" in English, "22 de noviembre de 2026 - Domingo" in Spanish: the
 * 'Month day, year - Weekday' of SPEC.md §2, in the UI language.
 */
export function formatGospelDate(text: string, language: string): string {
  const date = new Date(`${text}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${text}`);
  const lang = toLanguage(language);
  const { months, weekdays } = NAMES[lang];
  const month = months[date.getUTCMonth()]!;
  const day = date.getUTCDate();
  const year = date.getUTCFullYear();
  const dayText = lang === 'es' ? `${day} de ${month} de ${year}` : `${month} ${day}, ${year}`;
  return `${dayText} - ${weekdays[date.getUTCDay()]}`;
}
