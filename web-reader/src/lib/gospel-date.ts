/** Calendar dates (YYYY-MM-DD) for the Gospel page, computed in UTC so no time zone shifts a day. */

const pad = (n: number) => String(n).padStart(2, '0');

/** Today's date where the reader is. */
export function today(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** True for a real calendar date written YYYY-MM-DD (rejects 2026-02-30). */
export function isCalendarDate(text: string | null | undefined): text is string {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** Shifts a date by whole days. */
export function addDays(text: string, days: number): string {
  const date = new Date(`${text}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const capitalize = (text: string, locale: string) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

/**
 * "November 22, 2026 - Sunday" in English, "22 de noviembre de 2026 - Domingo" in Spanish: the
 * 'Month day, year - Weekday' of SPEC.md §2, in the UI language.
 */
export function formatGospelDate(text: string, language: string): string {
  const date = new Date(`${text}T00:00:00Z`);
  const locale = language === 'es' ? 'es-ES' : 'en-US';
  const day = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(date);
  return `${day} - ${capitalize(weekday, locale)}`;
}
