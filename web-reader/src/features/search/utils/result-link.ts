import type { SearchResult } from '@camino/schemas/api/search';

/** The reader path a result opens: the chapter in its volume, the theme, or the gospel day. */
export function resultPath(result: Pick<SearchResult, 'kind' | 'target'>): string {
  const { volume, index, id, date } = result.target;
  switch (result.kind) {
    case 'chapter':
    case 'note':
      return `/volume/${volume}?chapter=${index}`;
    case 'theme':
      return `/tema/${id}`;
    case 'gospel':
      return `/evangelio?date=${date}`;
  }
}

/** The results page of a query (and kind). */
export function searchPagePath(q: string, kind?: string): string {
  const params = new URLSearchParams({ q });
  if (kind) params.set('kind', kind);
  return `/search?${params.toString()}`;
}
