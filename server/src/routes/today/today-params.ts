// The date `GET /today` answers for: `?date=`, else today in the visitor's `?tz=` (UTC without one).
import { inLiturgicalYears, LITURGICAL_YEAR_RANGE } from '@camino/schemas/liturgy/liturgical-calendars';
import { coded } from '@camino/schemas/messages/render-problem';
import { paramError } from '../../lib/params';
import { checkTimeZone, localDateIn } from '../../lib/time-zone';

/** The calendar date of `now` in the IANA time zone `tz`; 400 naming `tz` when it is none. */
export function dateInTimeZone(now: Date, tz: string): string {
  checkTimeZone(tz, { query: 'tz' });
  return localDateIn(tz, now);
}

/** The asked date (already a real YYYY-MM-DD), refused with 400 outside the computed years. */
export function todayDate(query: { date?: string; tz?: string }, now: Date): string {
  const date = query.date ?? dateInTimeZone(now, query.tz ?? 'UTC');
  // A valid `tz` is checked even when a date is given: a caller's mistake is told, not ignored.
  if (query.date && query.tz) dateInTimeZone(now, query.tz);
  if (!inLiturgicalYears(date)) {
    throw paramError('date', coded('year_range', LITURGICAL_YEAR_RANGE));
  }
  return date;
}
