import { addDays } from '@camino/schemas/calendar-date';

/** The ISO week (`2026-W48`) a YYYY-MM-DD date belongs to. */
export function isoWeek(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const weekday = day.getUTCDay() || 7;
  // The week belongs to the year of its Thursday.
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** A streak: the days with a devotional action in the run, the rest days inside it, its first day. */
export interface StreakCount {
  days: number;
  rest_days: string[];
  since: string | null;
  today_done: boolean;
}

/**
 * The run of days ending today (or yesterday, while today is still open) with a devotional
 * action on each, where one missed day per ISO week is a rest day that neither counts nor breaks
 * the run. Rest days after the run's first action only: a gap before it is not part of it.
 */
export function countStreak(actionDates: ReadonlySet<string>, today: string): StreakCount {
  const todayDone = actionDates.has(today);
  let day = todayDone ? today : addDays(today, -1);
  let days = 0;
  let since: string | null = null;
  const rests: string[] = [];
  const restWeeks = new Set<string>();
  for (;;) {
    if (actionDates.has(day)) {
      days += 1;
      since = day;
    } else {
      const week = isoWeek(day);
      if (restWeeks.has(week)) break;
      restWeeks.add(week);
      rests.push(day);
    }
    day = addDays(day, -1);
  }
  // Rest days taken before the first action of the run are only the gap that ended it.
  const inside = since === null ? [] : rests.filter((rest) => rest > since!);
  return { days, rest_days: inside.reverse(), since, today_done: todayDone };
}
