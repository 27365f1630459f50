// The member's clock: dates, times and weekdays in their zone across daylight saving, and quiet
// hours that cross midnight.
import { describe, expect, it } from 'vitest';
import { bitsToDays, daysToBits, inQuietHours, isKnownTimeZone, localMoment } from './local-time';

describe('the member’s clock', () => {
  it('reads the date, time and ISO weekday in the member’s zone, daylight saving included', () => {
    // Madrid is UTC+2 in summer and UTC+1 in winter; Sunday 29 March 2026 is the change.
    expect(localMoment(new Date('2026-03-28T06:00:00Z'), 'Europe/Madrid')).toEqual({
      date: '2026-03-28',
      time: '07:00',
      weekday: 6,
    });
    expect(localMoment(new Date('2026-03-29T05:00:00Z'), 'Europe/Madrid')).toEqual({
      date: '2026-03-29',
      time: '07:00',
      weekday: 7,
    });
    // Still Monday evening in Los Angeles when it is Tuesday in UTC.
    expect(localMoment(new Date('2026-12-01T03:30:00Z'), 'America/Los_Angeles')).toEqual({
      date: '2026-11-30',
      time: '19:30',
      weekday: 1,
    });
    expect(localMoment(new Date('2026-12-01T00:00:00Z'), 'UTC').time).toBe('00:00');
  });

  it('knows real zones only', () => {
    expect(isKnownTimeZone('America/Mexico_City')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
  });

  it('keeps quiet hours that cross midnight', () => {
    const night = { start: '22:00', end: '07:00' };
    expect(inQuietHours('23:30', night)).toBe(true);
    expect(inQuietHours('06:59', night)).toBe(true);
    expect(inQuietHours('07:00', night)).toBe(false);
    expect(inQuietHours('12:00', night)).toBe(false);
    expect(inQuietHours('13:00', { start: '12:00', end: '14:00' })).toBe(true);
    expect(inQuietHours('13:00', null)).toBe(false);
  });

  it('stores weekdays as a bit set and reads them back in order', () => {
    expect(daysToBits([7, 1])).toBe(0b1000001);
    expect(bitsToDays(daysToBits([3, 1, 7]))).toEqual([1, 3, 7]);
  });
});
