// Calendar dates written YYYY-MM-DD, as the gospel entries, `?date=` and the API use them.
// Arithmetic runs in UTC so no time zone or daylight-saving change shifts a day.

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar date of `date` in the local time zone (the server's, or the reader's). */
export function localDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** True for a real calendar date written YYYY-MM-DD (rejects 2026-02-30, '', null). */
export function isCalendarDate(text: string | null | undefined): text is string {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** Shifts a YYYY-MM-DD date by whole days (negative to go back). */
export function addDays(text: string, days: number): string {
  const date = new Date(`${text}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
