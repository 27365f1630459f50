// The two liturgical dates a reading path may start on. The Today page names the day with romcal;
// a path only needs where its first day falls, so this is plain arithmetic, shared by the server
// (today's step) and the reader (the dates of a path's days), with no calendar package.

const pad = (n: number) => String(n).padStart(2, '0');
const isoOf = (date: Date) => date.toISOString().slice(0, 10);

/** Easter Sunday of `year` (Gregorian), by the anonymous Gregorian Computus (Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** Ash Wednesday of `year`: 46 days before Easter Sunday. */
export function ashWednesday(year: number): string {
  const date = new Date(`${easterSunday(year)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 46);
  return isoOf(date);
}

/**
 * The First Sunday of Advent of `year`: the fourth Sunday before Christmas (the Sunday falling
 * between 27 November and 3 December).
 */
export function firstSundayOfAdvent(year: number): string {
  const christmas = new Date(Date.UTC(year, 11, 25));
  // The last Sunday before Christmas (Christmas on a Sunday: the week before) is the Fourth.
  const back = christmas.getUTCDay() === 0 ? 7 : christmas.getUTCDay();
  christmas.setUTCDate(christmas.getUTCDate() - back - 21);
  return isoOf(christmas);
}

/** The liturgical anchors a path may start on. */
export const LITURGICAL_ANCHORS = ['first-sunday-of-advent', 'ash-wednesday'] as const;

/** A liturgical anchor. */
export type LiturgicalAnchor = (typeof LITURGICAL_ANCHORS)[number];

/** The date of `anchor` in `year`. */
export function anchorDate(anchor: LiturgicalAnchor, year: number): string {
  return anchor === 'ash-wednesday' ? ashWednesday(year) : firstSundayOfAdvent(year);
}
