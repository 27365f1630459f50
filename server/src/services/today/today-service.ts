// `GET /today` and the /today pre-render: the liturgical day in the calendar the admin chose, the
// Gospel of the Day with its chapters, the neighbouring dates and, for a member, their own day.
import type { TodayResponse } from '@camino/schemas/api/today';
import { addDays } from '@camino/schemas/calendar-date';
import type { Language } from '@camino/schemas/languages';
import type { GospelService } from '../gospel-service';
import type { ScriptureService } from '../scripture/scripture-service';
import { gospelDayAnswer } from '../scripture/gospel-day-answer';
import type { SettingsService } from '../settings-service';
import { AppError } from '../../errors';
import type { LiturgicalCalendarService } from './liturgical-day';
import type { MemberTodayFn } from './member-today';

export type TodayService = ReturnType<typeof createTodayService>;

export function createTodayService(deps: {
  settings: Pick<SettingsService, 'get'>;
  gospel: Pick<GospelService, 'getByDate'>;
  scripture: Pick<ScriptureService, 'chaptersForGospel'>;
  calendar: LiturgicalCalendarService;
  memberToday: MemberTodayFn;
}) {
  /** The Gospel of the Day of `date`, or null when none is published for it. */
  async function gospelOf(date: string) {
    try {
      return await gospelDayAnswer(deps, date);
    } catch (err) {
      if (err instanceof AppError && err.status === 404) return null;
      throw err;
    }
  }

  /** What everyone sees on `date` in `lang` (the same for every visitor: cached by the route). */
  async function publicDay(date: string, lang: Language): Promise<TodayResponse> {
    const { calendar } = await deps.settings.get('liturgical_calendar');
    const [liturgical_day, gospel] = await Promise.all([
      deps.calendar.liturgicalDay(date, calendar, lang),
      gospelOf(date),
    ]);
    return { date, previous: addDays(date, -1), next: addDays(date, 1), lang, liturgical_day, gospel };
  }

  /** A member's Today: the public day with their own part when they have one. */
  async function memberDay(date: string, lang: Language, userId: number): Promise<TodayResponse> {
    const [day, member] = await Promise.all([publicDay(date, lang), deps.memberToday(userId, date, lang)]);
    return { ...day, member };
  }

  return { publicDay, memberDay };
}
