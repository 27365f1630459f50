import { localDate } from '@camino/schemas/calendar-date';

/** The reader's own date (YYYY-MM-DD): the day a path's step and the streak are counted on. */
export const memberToday = (): string => localDate(new Date());

/** The reader's IANA time zone, sent with a member's acts so the server counts their days in it. */
export function memberTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
