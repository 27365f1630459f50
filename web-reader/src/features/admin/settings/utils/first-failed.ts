/** How many failed files a report lists before 'and N more' (SPEC.md §9). */
export const FAILED_FILES_SHOWN = 5;

/** The first five items and how many more there are. */
export function firstFailed<T>(items: readonly T[]): { shown: T[]; more: number } {
  return { shown: items.slice(0, FAILED_FILES_SHOWN), more: Math.max(0, items.length - FAILED_FILES_SHOWN) };
}
