// The member's clock: reminders are due at a time of day in the member's IANA time zone, so the
// scheduler asks what date, time and weekday it is there, with Intl (no time-zone library).

/** What the member's clock reads at one instant. */
export interface LocalMoment {
  /** `YYYY-MM-DD` */
  date: string;
  /** `HH:MM` (24 hours) */
  time: string;
  /** ISO weekday: 1 Monday … 7 Sunday. */
  weekday: number;
}

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
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

/** Whether `timeZone` is an IANA zone this runtime knows. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatFor(timeZone);
    return true;
  } catch {
    return false;
  }
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

/** Whether `time` falls in the window `start`–`end` (which crosses midnight when `end` < `start`). */
export function inQuietHours(time: string, quiet: { start: string; end: string } | null): boolean {
  if (!quiet || quiet.start === quiet.end) return false;
  return quiet.start < quiet.end
    ? time >= quiet.start && time < quiet.end
    : time >= quiet.start || time < quiet.end;
}

/** ISO weekdays as the bit set the table stores (bit 0 Monday … bit 6 Sunday). */
export const daysToBits = (days: readonly number[]): number =>
  days.reduce((bits, day) => bits | (1 << (day - 1)), 0);

/** The ISO weekdays of a stored bit set, in order. */
export const bitsToDays = (bits: number): number[] =>
  [1, 2, 3, 4, 5, 6, 7].filter((day) => bits & (1 << (day - 1)));
