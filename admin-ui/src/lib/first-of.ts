/** SPEC.md §9: the failed-file list shows the first 5, then 'and N more'. */
export const FAILED_FILES_SHOWN = 5;

/** The first `max` items and how many more there are. */
export function firstOf<T>(items: readonly T[], max = FAILED_FILES_SHOWN): { shown: T[]; more: number } {
  return { shown: items.slice(0, max), more: Math.max(0, items.length - max) };
}
