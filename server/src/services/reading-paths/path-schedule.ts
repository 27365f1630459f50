import { addDays } from '@camino/schemas/calendar-date';
import { anchorDate } from '@camino/schemas/liturgical-anchors';
import type { PathFile } from '@camino/schemas/path';

/**
 * The date of day 1 of `path` for a member whose own date is `today`: the member's start date
 * for an on-join path (null before they join); for a path on the liturgical year, the anchor of
 * the year whose run contains `today`, else the next one to come.
 */
export function firstDayOf(path: PathFile, startDate: string | null, today: string): string | null {
  if (path.start === 'on-join') return startDate;
  const year = Number(today.slice(0, 4));
  const length = path.days.length;
  for (const candidate of [year - 1, year]) {
    const first = anchorDate(path.start, candidate);
    if (first <= today && today <= addDays(first, length - 1)) return first;
  }
  const thisYear = anchorDate(path.start, year);
  return thisYear > today ? thisYear : anchorDate(path.start, year + 1);
}

/** The date of each day of the path (index 0 is day 1), from its first day. */
export const dayDates = (path: PathFile, first: string | null): Array<string | null> =>
  path.days.map((_, i) => (first === null ? null : addDays(first, i)));

/**
 * Today's step (a day number from 1), or null: on the liturgical year, the day whose date is
 * today when it is not done yet; otherwise the first day not done whose date has come. Missed
 * days never block a later one: each day can be done at any time.
 */
export function todaysDay(
  path: PathFile,
  dates: ReadonlyArray<string | null>,
  done: ReadonlySet<number>,
  today: string,
): number | null {
  if (path.start !== 'on-join') {
    const index = dates.indexOf(today);
    return index >= 0 && !done.has(index + 1) ? index + 1 : null;
  }
  const index = dates.findIndex((date, i) => date !== null && date <= today && !done.has(i + 1));
  return index >= 0 ? index + 1 : null;
}
