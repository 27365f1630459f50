import type { SearchKind } from './documents';
import type { IndexHit } from './search-index';

/** Best first: the higher score, then the smaller id (so equal scores always come in one order). */
export const byScore = (a: IndexHit, b: IndexHit) =>
  b.score - a.score || (a.doc.id < b.doc.id ? -1 : a.doc.id > b.doc.id ? 1 : 0);

/** One kind's results: how many were found, and the best `limit` of them, best first. */
export interface RankedKind {
  total: number;
  top: IndexHit[];
}

/**
 * The hits grouped by kind, each group's best `limit` kept in order. The same as sorting each
 * whole group and slicing it (byScore is a strict order: ids are unique), without sorting the
 * thousands of hits a common word finds in a full library (many with equal scores) to show ten:
 * a hit enters a group's top only when it beats the last one kept.
 */
export function rankByKind(hits: readonly IndexHit[], limit: number): Map<SearchKind, RankedKind> {
  const groups = new Map<SearchKind, RankedKind>();
  for (const hit of hits) {
    let group = groups.get(hit.doc.kind);
    if (!group) groups.set(hit.doc.kind, (group = { total: 0, top: [] }));
    group.total++;
    const { top } = group;
    if (top.length === limit && byScore(hit, top[limit - 1]!) >= 0) continue;
    // Insertion from the end: the top is short, and most hits that enter it enter near its end.
    let at = top.length;
    while (at > 0 && byScore(hit, top[at - 1]!) < 0) at--;
    top.splice(at, 0, hit);
    if (top.length > limit) top.pop();
  }
  return groups;
}
