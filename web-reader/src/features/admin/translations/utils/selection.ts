import { isTranslatableKind, type TranslatableKind } from '@camino/schemas/translations/translatable';
import type { StatusFilter } from './group-translations';

/** The item open in the editor, as the URL names it (`?kind=main_file&key=3/12`). */
export interface Selection {
  kind: TranslatableKind;
  key: string;
}

/** The filter's options, in the order it shows them. */
export const FILTERS: readonly StatusFilter[] = ['all', 'missing', 'stale', 'current'];

/**
 * The tab's state lives in its URL, so Back closes the editor, a reload keeps the item open and
 * the list comes back with the filter it had.
 */
export function readSelection(params: URLSearchParams): Selection | null {
  const kind = params.get('kind');
  const key = params.get('key');
  return isTranslatableKind(kind) && key ? { kind, key } : null;
}

/** The list's filter; anything unknown shows every item. */
export function readFilter(params: URLSearchParams): StatusFilter {
  const status = params.get('status') as StatusFilter | null;
  return status && FILTERS.includes(status) ? status : 'all';
}

/** The query of the list with `filter`, or of the editor of `selection` opened from it. */
export function tabSearch(filter: StatusFilter, selection?: Selection): string {
  const params = new URLSearchParams();
  if (filter !== 'all') params.set('status', filter);
  if (selection) {
    params.set('kind', selection.kind);
    params.set('key', selection.key);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}
