/** The time zone used for a member who has not told us theirs. */
export const DEFAULT_TIME_ZONE = 'UTC';

/** True for an IANA time zone this server's Intl knows ('Europe/Madrid', 'UTC'). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The calendar date (YYYY-MM-DD) that `instant` falls on in `timeZone`. */
export function localDateIn(timeZone: string, instant: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}
