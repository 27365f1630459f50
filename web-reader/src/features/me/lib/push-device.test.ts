import { describe, expect, it } from 'vitest';
import { keyBytes } from './push-device';
import { weekdayName } from '../components/weekday-picker';

describe('push on this device', () => {
  it('turns the base64url public key into the 65 bytes PushManager takes', () => {
    const bytes = new Uint8Array(65).map((_, i) => (i * 37 + 4) % 256);
    const base64url = btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(Array.from(keyBytes(base64url))).toEqual(Array.from(bytes));
  });

  it('names ISO weekdays in the UI language', () => {
    expect(weekdayName(1, 'en-US', 'long')).toBe('Monday');
    expect(weekdayName(7, 'es-ES', 'long')).toBe('domingo');
  });
});
