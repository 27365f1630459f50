import type { TFunction } from 'i18next';
import { GROUP_OF_STEP, type DryRunReport, type UploadStep } from '../../../../shared/server-types';

type Effect = 'replaces' | 'adds' | 'removes';
type Bucket =
  | 'playlist'
  | 'chapters'
  | 'gospel'
  | 'tema'
  | 'path'
  | 'about'
  | 'news'
  | 'image'
  | 'buttons'
  | 'translation';

/** The thing a step changes, as the confirmation names it: both chapter ZIPs change chapter files. */
const bucketOf = (kind: UploadStep['kind']): Bucket => {
  const group = GROUP_OF_STEP[kind];
  return group === 'main' || group === 'optional' ? 'chapters' : group;
};

const EFFECT_OF: Record<string, Effect | null> = {
  changed: 'replaces',
  new: 'adds',
  removed: 'removes',
  unchanged: null,
  blocked: null,
};

/** How many things of each bucket a step would replace, add or remove. */
function stepEffects(step: UploadStep, report: DryRunReport): Array<{ effect: Effect; count: number }> {
  // The server's own dry run says exactly what it would touch; without it, the local comparison.
  const statuses =
    step.serverChanges?.map((c) => c.status) ??
    report.items.filter((item) => item.path in step.hashes).map((item) => item.status);
  const counts = new Map<Effect, number>();
  for (const status of statuses) {
    const effect = EFFECT_OF[status];
    if (effect) counts.set(effect, (counts.get(effect) ?? 0) + 1);
  }
  return [...counts].map(([effect, count]) => ({ effect, count }));
}

/** Whether a step would remove live content (it then starts unticked). */
export const removesLive = (step: UploadStep): boolean =>
  step.serverChanges?.some((c) => c.status === 'removed') ?? false;

/**
 * The confirmation's lines, naming what publishing the chosen steps does to live content:
 * "Replaces live: Volume 3 playlist, 12 chapter files, About".
 */
export function liveSummary(report: DryRunReport, chosen: UploadStep[], t: TFunction): string[] {
  const totals: Record<Effect, Map<Bucket, { count: number; volumes: number[] }>> = {
    replaces: new Map(),
    adds: new Map(),
    removes: new Map(),
  };
  for (const step of chosen) {
    const bucket = bucketOf(step.kind);
    for (const { effect, count } of stepEffects(step, report)) {
      const entry = totals[effect].get(bucket) ?? { count: 0, volumes: [] };
      entry.count += count;
      if (step.volume !== null) entry.volumes.push(step.volume);
      totals[effect].set(bucket, entry);
    }
  }
  const name = (bucket: Bucket, entry: { count: number; volumes: number[] }): string[] => {
    if (bucket === 'playlist') return entry.volumes.map((volume) => t('live_playlist', { volume }));
    if (bucket === 'about' || bucket === 'news' || bucket === 'image' || bucket === 'buttons')
      return [t(`live_${bucket}`)];
    return [t(`live_${bucket}`, { count: entry.count })];
  };
  const keys: Record<Effect, string> = {
    replaces: 'confirmReplaces',
    adds: 'confirmAdds',
    removes: 'confirmRemoves',
  };
  return (['replaces', 'removes', 'adds'] as const)
    .filter((effect) => totals[effect].size > 0)
    .map((effect) =>
      t(keys[effect], {
        list: [...totals[effect]].flatMap(([bucket, entry]) => name(bucket, entry)).join(', '),
      }),
    );
}
