import { afterEach, describe, expect, it, vi } from 'vitest';
import { signSessionToken } from '../auth/session-token';
import { createVerifiedTokens } from './verified-tokens';

const SECRET = 'a-test-secret-of-enough-length-0123456789';
const bearer = (userId: number, expiresIn = '1h') =>
  `Bearer ${signSessionToken({ userId, role: 'member', tokenVersion: 1 }, SECRET, expiresIn)}`;

afterEach(() => vi.useRealTimers());

describe('verified tokens', () => {
  it('gives each of many members their own claims, however their headers share slots', () => {
    const claimsOf = createVerifiedTokens(SECRET);
    // 6,000 headers over 4,096 slots: many share one, and each must still get its own claims.
    const headers = Array.from({ length: 6000 }, (_, i) => bearer(i + 1));
    for (let round = 0; round < 3; round++) {
      headers.forEach((header, i) => {
        // A fresh copy each time, as the parser hands it over.
        expect(claimsOf(` ${header}`.slice(1))?.userId).toBe(i + 1);
      });
    }
  });

  it('refuses a remembered token once it has expired, from the slot as from the map', () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T10:00:00Z') });
    const claimsOf = createVerifiedTokens(SECRET);
    const header = bearer(7, '60s');
    expect(claimsOf(header)?.userId).toBe(7);
    expect(claimsOf(header)?.userId).toBe(7);
    vi.setSystemTime(new Date('2026-11-24T10:01:00Z'));
    expect(claimsOf(header)).toBeNull();
    expect(claimsOf(header)).toBeNull();
  });

  it('never accepts a token whose signature is wrong, even beside a remembered one', () => {
    const claimsOf = createVerifiedTokens(SECRET);
    const header = bearer(3);
    expect(claimsOf(header)?.userId).toBe(3);
    const tampered = `${header.slice(0, -12)}AAAAAAAAAAAA`;
    expect(claimsOf(tampered)).toBeNull();
    expect(claimsOf('Bearer nonsense')).toBeNull();
    expect(claimsOf(header)?.userId).toBe(3);
  });
});
