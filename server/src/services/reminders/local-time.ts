// Reminder times: quiet hours across midnight and the days of the week as bits (the member's
// clock itself is lib/time-zone.ts).

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
