import { describe, expect, it } from 'vitest';
import { formatGospelDate } from './gospel-date';

describe('gospel dates', () => {
  it("formats 'Month day, year - Weekday' in the UI language", () => {
    expect(formatGospelDate('2026-11-22', 'en')).toBe('November 22, 2026 - Sunday');
    expect(formatGospelDate('2026-11-22', 'es')).toBe('22 de noviembre de 2026 - Domingo');
  });

  it('writes what Intl.DateTimeFormat writes in en-US and es-ES, every month and weekday', () => {
    const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase('es-ES') + text.slice(1);
    for (let day = 0; day < 366; day += 5) {
      const date = new Date(Date.UTC(2027, 0, 1 + day));
      const text = date.toISOString().slice(0, 10);
      for (const [language, locale] of [
        ['en', 'en-US'],
        ['es', 'es-ES'],
      ] as const) {
        const long = { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' } as const;
        const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(date);
        expect(formatGospelDate(text, language)).toBe(
          `${new Intl.DateTimeFormat(locale, long).format(date)} - ${capitalize(weekday)}`,
        );
      }
    }
  });
});
