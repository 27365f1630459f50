import type { LiturgicalCalendarId } from '@camino/schemas/liturgy/liturgical-calendars';

/** The catalogue key of each calendar's name (Today's page and the admin setting both show it). */
export const CALENDAR_NAME_KEYS = {
  'general-roman': 'todayCalendarGeneralRoman',
  spain: 'todayCalendarSpain',
  mexico: 'todayCalendarMexico',
  'united-states': 'todayCalendarUnitedStates',
} as const satisfies Record<LiturgicalCalendarId, string>;
