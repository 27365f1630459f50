import type { TFunction } from 'i18next';
import type { PlaylistImpact } from '@camino/schemas/api/admin-content';
import { countChanges, type Change } from '@camino/schemas/publishing/field-changes';

/**
 * A dry run in one line: "3 new, 2 changed, 1 removed — 12 members' notes move with their
 * chapters". Counts of zero are left out; each part is plural-aware in the UI's language.
 */
export function dryRunSummary(
  changes: readonly Change[],
  t: TFunction,
  impact?: PlaylistImpact | null,
): string {
  const counts = countChanges(changes);
  const parts = (['new', 'changed', 'removed'] as const)
    .filter((status) => counts[status] > 0)
    .map((status) => t(`adminDryRun_${status}`, { count: counts[status] }));
  const head = parts.length > 0 ? parts.join(', ') : t('adminDryRunNothing');
  const effects: string[] = [];
  if (impact && impact.moved.notes > 0)
    effects.push(t('adminDryRunNotesMove', { count: impact.moved.notes }));
  if (impact && impact.unpublished.notes > 0) {
    effects.push(t('adminDryRunNotesStranded', { count: impact.unpublished.notes }));
  }
  return effects.length > 0 ? `${head} — ${effects.join('; ')}` : head;
}
