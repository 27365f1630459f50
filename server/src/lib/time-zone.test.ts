// A clock in a member's or visitor's time zone: dates, times and weekdays across daylight saving,
// and the one refusal of a zone that is none.
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { checkTimeZone, isTimeZone, localDateIn, localMoment } from './time-zone';

describe('time zones', () => {
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
    expect(isTimeZone('America/Mexico_City')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });

  it('gives the local date, and refuses a zone that is none naming where it was given', () => {
    expect(localDateIn('Europe/Madrid', new Date('2026-11-28T23:30:00Z'))).toBe('2026-11-29');
    expect(localDateIn('America/Mexico_City', new Date('2026-11-28T23:30:00Z'))).toBe('2026-11-28');
    expect(() => checkTimeZone('Europe/Madrid', { pointer: '/time_zone' })).not.toThrow();
    for (const where of [{ pointer: '/time_zone' }, { query: 'tz' }]) {
      let refused: unknown;
      try {
        checkTimeZone('Mars/Olympus', where);
      } catch (err) {
        refused = err;
      }
      expect(refused).toBeInstanceOf(AppError);
      expect((refused as AppError).status).toBe(400);
    }
  });
});
