import type { GospelSummary } from '@camino/schemas/api/gospel';

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/** The entries whose date, weekday, reference or heading contains the query (any case or accent). */
export function filterGospels(entries: readonly GospelSummary[], query: string): GospelSummary[] {
  const wanted = fold(query.trim());
  if (!wanted) return [...entries];
  return entries.filter((entry) =>
    [entry.date, entry.weekday, entry.reference, entry.heading].some((field) => fold(field).includes(wanted)),
  );
}
