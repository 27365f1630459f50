// Members' and visitors' IANA time zones, with Intl (no time-zone library): the one check of a
// zone, its one refusal, and what a clock there reads (a member's streak day, a reminder's time,
// Today's date).
import { coded, problem } from '@camino/schemas/messages/render-problem';
import { badRequest, message } from '../errors';
import { paramError } from './params';

/** The time zone used for a member who has not told us theirs. */
export const DEFAULT_TIME_ZONE = 'UTC';

/** What a clock in a time zone reads at one instant. */
export interface LocalMoment {
  /** `YYYY-MM-DD` */
  date: string;
  /** `HH:MM` (24 hours) */
  time: string;
  /** ISO weekday: 1 Monday … 7 Sunday. */
  weekday: number;
}

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
/** One format per zone: building an Intl.DateTimeFormat costs far more than using one. */
const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** Whether `timeZone` is an IANA zone this runtime knows ('Europe/Madrid', 'UTC'). */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * 400 unless `zone` is a time zone: naming the query parameter (`{ query: 'tz' }`) or the body's
 * field (`{ pointer: '/time_zone' }`), in the caller's language.
 */
export function checkTimeZone(zone: string, where: { query: string } | { pointer: string }): void {
  if (isTimeZone(zone)) return;
  if ('query' in where) throw paramError(where.query, coded('time_zone'));
  throw badRequest(message('bad_time_zone', { zone }), [problem(where.pointer, 'time_zone')]);
}

/** The date, time and weekday in `timeZone` at `instant`. */
export function localMoment(instant: Date, timeZone: string): LocalMoment {
  const parts = Object.fromEntries(
    formatFor(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    weekday: WEEKDAYS[parts.weekday!]!,
  };
}

/** The calendar date (YYYY-MM-DD) that `instant` falls on in `timeZone`. */
export const localDateIn = (timeZone: string, instant: Date): string => localMoment(instant, timeZone).date;
