// Range arithmetic on verse positions (versification.ts): whether two passages share a verse,
// and how closely one matches the other.

/** A passage as two verse positions, first and last included. */
export interface PositionRange {
  start: number;
  end: number;
}

/** True when the two passages share at least one verse. */
export const rangesOverlap = (a: PositionRange, b: PositionRange): boolean =>
  a.start <= b.end && b.start <= a.end;

/** How many verses the two passages share (0 when none). */
export const overlapVerses = (a: PositionRange, b: PositionRange): number =>
  Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start) + 1);

/**
 * How tightly `a` matches `b`, from 0 (no shared verse) to 1 (the same passage): the shared
 * verses over the verses either covers. A chapter citing exactly the asked verses scores 1; one
 * citing the whole chapter around a single asked verse scores low, and ranks after.
 */
export function overlapScore(a: PositionRange, b: PositionRange): number {
  const shared = overlapVerses(a, b);
  if (shared === 0) return 0;
  const union = Math.max(a.end, b.end) - Math.min(a.start, b.start) + 1;
  return shared / union;
}

/** The best score of any pair of ranges from the two lists (0 when nothing overlaps). */
export function bestOverlapScore(a: readonly PositionRange[], b: readonly PositionRange[]): number {
  let best = 0;
  for (const x of a) for (const y of b) best = Math.max(best, overlapScore(x, y));
  return best;
}
