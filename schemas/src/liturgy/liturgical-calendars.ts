// The liturgical calendars the site can follow: the General Roman Calendar, alone or with one
// national calendar (the admin setting `liturgical_calendar`). Data only: the contract, the admin
// panel and the server import it. Each id is a romcal calendar package the server installs.

/** The calendars an admin can choose, the General Roman one first (the default). */
export const LITURGICAL_CALENDARS = ['general-roman', 'spain', 'mexico', 'united-states'] as const;

/** One of the calendars the site can follow. */
export type LiturgicalCalendarId = (typeof LITURGICAL_CALENDARS)[number];

/** The calendar Today follows until an admin chooses another. */
export const DEFAULT_LITURGICAL_CALENDAR: LiturgicalCalendarId = 'general-roman';

/** The first and last years the liturgical day is computed for (romcal's Gregorian rules hold). */
export const LITURGICAL_YEAR_RANGE = { from: 1970, to: 2199 } as const;

/** True for a YYYY-MM-DD date whose year is in LITURGICAL_YEAR_RANGE. */
export function inLiturgicalYears(date: string): boolean {
  const year = Number(date.slice(0, 4));
  return year >= LITURGICAL_YEAR_RANGE.from && year <= LITURGICAL_YEAR_RANGE.to;
}

/** The liturgical ranks, highest first (romcal's codes). */
export const LITURGICAL_RANKS = [
  'SOLEMNITY',
  'SUNDAY',
  'FEAST',
  'MEMORIAL',
  'OPTIONAL_MEMORIAL',
  'WEEKDAY',
] as const;

/** The liturgical seasons (romcal's codes). */
export const LITURGICAL_SEASONS = [
  'ADVENT',
  'CHRISTMAS_TIME',
  'LENT',
  'PASCHAL_TRIDUUM',
  'EASTER_TIME',
  'ORDINARY_TIME',
] as const;

/** The liturgical colours (romcal's codes). */
export const LITURGICAL_COLORS = ['WHITE', 'RED', 'GREEN', 'PURPLE', 'ROSE', 'BLACK', 'GOLD'] as const;
