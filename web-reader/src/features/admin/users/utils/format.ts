/** A date (and time) in the UI language's own format; empty for a missing value. */
export function formatDate(iso: string | null, language: string, withTime = false): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
  }).format(date);
}

/** A count in the UI language's format (1,234 / 1.234). */
export const formatCount = (n: number, language: string) => new Intl.NumberFormat(language).format(n);
