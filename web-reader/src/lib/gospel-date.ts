import { localeOf, toLanguage } from '@camino/schemas/languages';

/** How the Gospel page writes a date (the calendar rules are in @camino/schemas/calendar-date). */

const capitalize = (text: string, locale: string) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

/**
 * "November 22, 2026 - Sunday" in English, "22 de noviembre de 2026 - Domingo" in Spanish: the
 * 'Month day, year - Weekday' of SPEC.md §2, in the UI language.
 */
export function formatGospelDate(text: string, language: string): string {
  const date = new Date(`${text}T00:00:00Z`);
  const locale = localeOf(toLanguage(language));
  const day = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(date);
  return `${day} - ${capitalize(weekday, locale)}`;
}
