/**
 * The open chapter lives in the address (`/volume/1?chapter=3`), so a reload, Back and a copied
 * address all reopen it. The page's own moves carry this state in the history entry; a
 * `?chapter=` without it came from outside (a shared link, a theme's "Ver capítulo", a typed
 * address) and is announced as a found chapter (SPEC.md §4).
 */
export const CHAPTER_MOVE_STATE = { chapterMove: true } as const;

/** True when the history entry is one of the page's own chapter moves. */
export const isChapterMove = (state: unknown): boolean =>
  (state as { chapterMove?: unknown } | null)?.chapterMove === true;

/** The query string with `chapter` set to `index`, every other parameter (`from`) kept in place. */
export function withChapter(search: string, index: number): string {
  const params = new URLSearchParams(search);
  params.set('chapter', String(index));
  return `?${params.toString()}`;
}
