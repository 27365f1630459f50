import { describe, expect, it } from 'vitest';
import { anchorDate, ashWednesday, easterSunday, firstSundayOfAdvent } from './liturgical-anchors';

// Published dates (Roman Missal tables, USCCB and the Vatican's calendars).
const EASTER: Record<number, string> = {
  2024: '2024-03-31',
  2025: '2025-04-20',
  2026: '2026-04-05',
  2027: '2027-03-28',
  2028: '2028-04-16',
  2029: '2029-04-01',
  2030: '2030-04-21',
  2038: '2038-04-25',
  2285: '2285-03-22',
};
const ASH_WEDNESDAY: Record<number, string> = {
  2025: '2025-03-05',
  2026: '2026-02-18',
  2027: '2027-02-10',
  2028: '2028-03-01',
  2029: '2029-02-14',
  2030: '2030-03-06',
};
const ADVENT: Record<number, string> = {
  2025: '2025-11-30',
  2026: '2026-11-29',
  2027: '2027-11-28',
  2028: '2028-12-03',
  2029: '2029-12-02',
  2030: '2030-12-01',
  // Christmas on a Sunday: Advent has four full weeks.
  2022: '2022-11-27',
};

describe('liturgical anchors', () => {
  it('finds Easter Sunday by the Computus, earliest and latest dates included', () => {
    for (const [year, date] of Object.entries(EASTER)) expect(easterSunday(Number(year))).toBe(date);
  });

  it('puts Ash Wednesday 46 days before Easter, 2025 to 2030', () => {
    for (const [year, date] of Object.entries(ASH_WEDNESDAY)) {
      expect(ashWednesday(Number(year))).toBe(date);
      expect(anchorDate('ash-wednesday', Number(year))).toBe(date);
    }
  });

  it('puts the First Sunday of Advent on the fourth Sunday before Christmas, 2025 to 2030', () => {
    for (const [year, date] of Object.entries(ADVENT)) {
      expect(firstSundayOfAdvent(Number(year))).toBe(date);
      expect(anchorDate('first-sunday-of-advent', Number(year))).toBe(date);
      expect(new Date(`${date}T00:00:00Z`).getUTCDay()).toBe(0);
    }
  });
});
