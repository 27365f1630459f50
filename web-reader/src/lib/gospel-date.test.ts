import { describe, expect, it } from 'vitest';
import { formatGospelDate } from './gospel-date';

describe('gospel dates', () => {
  it("formats 'Month day, year - Weekday' in the UI language", () => {
    expect(formatGospelDate('2026-11-22', 'en')).toBe('November 22, 2026 - Sunday');
    expect(formatGospelDate('2026-11-22', 'es')).toBe('22 de noviembre de 2026 - Domingo');
  });
});
