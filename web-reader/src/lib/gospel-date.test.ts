import { describe, expect, it } from 'vitest';
import { addDays, formatGospelDate, isCalendarDate, today } from './gospel-date';

describe('gospel dates', () => {
  it("formats 'Month day, year - Weekday' in the UI language", () => {
    expect(formatGospelDate('2026-11-22', 'en')).toBe('November 22, 2026 - Sunday');
    expect(formatGospelDate('2026-11-22', 'es')).toBe('22 de noviembre de 2026 - Domingo');
  });

  it('moves across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('accepts only real calendar dates', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    for (const bad of ['2026-02-30', '2026-2-3', 'today', '', null]) expect(isCalendarDate(bad)).toBe(false);
  });

  it("gives today's local date", () => {
    expect(today(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
