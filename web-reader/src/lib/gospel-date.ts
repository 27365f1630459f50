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
  const format = formatsOf(locale);
  return `${format.day.format(date)} - ${capitalize(format.weekday.format(date), locale)}`;
}

// Made once per locale: building an Intl.DateTimeFormat costs milliseconds (most of a long task
// while /evangelio hydrates, under Lighthouse's 4x CPU slowdown), formatting with one almost nothing.
const formats = new Map<string, { day: Intl.DateTimeFormat; weekday: Intl.DateTimeFormat }>();
function formatsOf(locale: string) {
  let format = formats.get(locale);
  if (!format) {
    format = {
      day: new Intl.DateTimeFormat(locale, {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      }),
      weekday: new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }),
    };
    formats.set(locale, format);
  }
  return format;
}
