import { describe, expect, it } from 'vitest';
import { addDays, isCalendarDate, localDate } from './calendar-date';

describe('calendar dates', () => {
  it('moves across months, leap days and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('accepts only real calendar dates', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2024-02-29')).toBe(true);
    for (const bad of ['2026-02-30', '2026-2-3', 'today', '', null, undefined])
      expect(isCalendarDate(bad)).toBe(false);
  });

  it('gives the local calendar date of a moment', () => {
    expect(localDate(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
