import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date-time';

describe('formatDateTime', () => {
  it('writes the date in the UI language', () => {
    expect(formatDateTime('2026-03-02T10:05:00.000Z', 'en')).toMatch(/Mar 2, 2026/);
    expect(formatDateTime('2026-03-02T10:05:00.000Z', 'es')).toMatch(/2 mar 2026/);
  });

  it('keeps a value it cannot read', () => {
    expect(formatDateTime('yesterday', 'en')).toBe('yesterday');
  });
});
