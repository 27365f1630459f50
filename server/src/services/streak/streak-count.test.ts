import { describe, expect, it } from 'vitest';
import { addDays } from '@camino/schemas/calendar-date';
import { countStreak, isoWeek } from './streak-count';

const run = (from: string, days: number, skip: string[] = []) =>
  new Set(Array.from({ length: days }, (_, i) => addDays(from, i)).filter((d) => !skip.includes(d)));

describe('countStreak', () => {
  it('counts days in a row ending today, or yesterday while today is open', () => {
    expect(countStreak(run('2026-11-25', 3), '2026-11-27')).toMatchObject({
      days: 3,
      today_done: true,
      since: '2026-11-25',
    });
    expect(countStreak(run('2026-11-24', 3), '2026-11-27')).toMatchObject({ days: 3, today_done: false });
    expect(countStreak(new Set(), '2026-11-27')).toMatchObject({ days: 0, since: null, rest_days: [] });
  });

  it('lets one missed day a week rest without breaking the run, never two', () => {
    // Monday 23 to Friday 27 November 2026 with Wednesday missed: one rest day.
    const rested = countStreak(run('2026-11-23', 5, ['2026-11-25']), '2026-11-27');
    expect(rested).toMatchObject({ days: 4, rest_days: ['2026-11-25'], since: '2026-11-23' });
    // A second missed day in the same ISO week ends the run there.
    const broken = countStreak(run('2026-11-23', 5, ['2026-11-24', '2026-11-26']), '2026-11-27');
    expect(broken).toMatchObject({ days: 2, since: '2026-11-25', rest_days: ['2026-11-26'] });
    // A rest day in each of two weeks: both forgiven.
    const twoWeeks = countStreak(run('2026-11-16', 12, ['2026-11-18', '2026-11-25']), '2026-11-27');
    expect(twoWeeks).toMatchObject({ days: 10, rest_days: ['2026-11-18', '2026-11-25'] });
  });

  it('names ISO weeks across a year end', () => {
    expect(isoWeek('2026-11-23')).toBe('2026-W48');
    expect(isoWeek('2027-01-01')).toBe('2026-W53');
    expect(isoWeek('2024-12-30')).toBe('2025-W01');
  });
});
