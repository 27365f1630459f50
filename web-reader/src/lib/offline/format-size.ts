import { localeOf, type Language } from '@camino/schemas/languages';

/** The space kept answers take, as the pages say it: "1.2 MB" (es: "1,2 MB"), "340 kB" under 1 MB. */
export function formatSize(bytes: number, language: Language): string {
  const megabytes = bytes / 1_000_000;
  const [value, unit] = megabytes >= 1 ? [megabytes, 'megabyte'] : [Math.max(bytes / 1000, 1), 'kilobyte'];
  return new Intl.NumberFormat(localeOf(language), {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: unit === 'megabyte' ? 1 : 0,
  }).format(value);
}
