import { localeOf, toLanguage } from '@camino/schemas/languages';

/** A stored timestamp (ISO 8601) as a short date and time in the UI language; the text itself if unreadable. */
export function formatDateTime(value: string, language: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(localeOf(toLanguage(language)), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}
