// The liturgical day of a date: romcal's calendar of the civil year, generated once per calendar,
// language and year and kept in a small LRU (generating a year takes ~100 ms; a request must not).
import type { LiturgicalDay as Day } from '@camino/schemas/api/today';
import type { Language } from '@camino/schemas/languages';
import {
  LITURGICAL_COLORS,
  LITURGICAL_RANKS,
  LITURGICAL_SEASONS,
  type LiturgicalCalendarId,
} from '@camino/schemas/liturgy/liturgical-calendars';
import { Romcal, type LiturgicalCalendar, type LiturgicalDay as RomcalDay } from 'romcal';
import { NAME_FIXES, RANK_NAMES } from './liturgical-names';
import { romcalBundle } from './romcal-calendars';

/** Years kept per server: this year, its neighbours, a few languages and calendars. */
const YEARS_KEPT = 8;

type Celebration = Day['celebration'];

const known = <T extends string>(codes: readonly T[], code: string): code is T =>
  (codes as readonly string[]).includes(code);

function celebration(day: RomcalDay, lang: Language): Celebration {
  const rank = known(LITURGICAL_RANKS, day.rank) ? day.rank : 'WEEKDAY';
  const colorNames = day.colorNames;
  const seasonNames = day.seasonNames;
  return {
    id: day.id,
    name: NAME_FIXES[lang]?.[day.id] ?? day.name,
    rank: { code: rank, name: RANK_NAMES[lang][rank] },
    colors: day.colors.flatMap((code, i) =>
      known(LITURGICAL_COLORS, code) ? [{ code, name: colorNames[i] ?? code.toLowerCase() }] : [],
    ),
    seasons: day.seasons.flatMap((code, i) =>
      known(LITURGICAL_SEASONS, code) ? [{ code, name: seasonNames[i] ?? code }] : [],
    ),
    optional: day.isOptional || day.rank === 'OPTIONAL_MEMORIAL',
  };
}

const lastChar = (code: string) => code.slice(-1);

/** The answer's liturgical day from romcal's celebrations of one date (the first is the day's). */
export function toLiturgicalDay(calendar: LiturgicalCalendarId, days: RomcalDay[], lang: Language): Day {
  const [first, ...rest] = days;
  if (!first) throw new Error('romcal gave no celebration for a date');
  const { sundayCycle, weekdayCycle, psalterWeek } = first.cycles;
  return {
    calendar,
    celebration: celebration(first, lang),
    others: rest.map((day) => celebration(day, lang)),
    sunday_cycle: lastChar(sundayCycle) as Day['sunday_cycle'],
    weekday_cycle: Number(lastChar(weekdayCycle)) as Day['weekday_cycle'],
    psalter_week: Number(lastChar(psalterWeek)),
  };
}

/**
 * The liturgical calendar, by calendar, language and civil year. Concurrent first asks for one
 * year share its generation; the least recently used year is dropped past YEARS_KEPT.
 */
export function createLiturgicalCalendar(yearsKept = YEARS_KEPT) {
  const years = new Map<string, Promise<LiturgicalCalendar>>();

  async function generate(calendar: LiturgicalCalendarId, lang: Language, year: number) {
    // A fresh Romcal per year: an instance keeps every year it generated, without bound.
    const romcal = new Romcal({ localizedCalendar: await romcalBundle(calendar, lang), scope: 'gregorian' });
    return romcal.generateCalendar(year);
  }

  function yearOf(calendar: LiturgicalCalendarId, lang: Language, year: number) {
    const key = `${calendar}:${lang}:${year}`;
    let loaded = years.get(key);
    if (loaded) {
      years.delete(key);
    } else {
      loaded = generate(calendar, lang, year);
      // A failed generation is not kept: the next ask tries again.
      loaded.catch(() => years.get(key) === loaded && years.delete(key));
    }
    years.set(key, loaded);
    for (const oldest of years.keys()) {
      if (years.size <= yearsKept) break;
      years.delete(oldest);
    }
    return loaded;
  }

  /** The liturgical day of `date` (YYYY-MM-DD) in `calendar`, named in `lang`. */
  async function liturgicalDay(date: string, calendar: LiturgicalCalendarId, lang: Language): Promise<Day> {
    const days = (await yearOf(calendar, lang, Number(date.slice(0, 4))))[date] ?? [];
    return toLiturgicalDay(calendar, days, lang);
  }

  return { liturgicalDay, yearsKept: () => years.size };
}

export type LiturgicalCalendarService = ReturnType<typeof createLiturgicalCalendar>;
