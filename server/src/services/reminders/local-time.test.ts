// Reminder times: quiet hours that cross midnight, and the days of the week as bits.
import { describe, expect, it } from 'vitest';
import { bitsToDays, daysToBits, inQuietHours } from './local-time';

describe('reminder times', () => {
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
