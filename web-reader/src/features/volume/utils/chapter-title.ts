import { parseChapterTitle, type ChapterRef } from '@camino/schemas/chapter-file-name';

export type { ChapterRef };

/**
 * The chapter a playlist video is about, read from its title `{volume}-{index}. …` with the
 * schemas' parser (the same one the server and the desktop app use). Null when the title names no
 * chapter: such a video loads no content (SPEC.md §4).
 */
export const chapterOfTitle = (title: string): ChapterRef | null => parseChapterTitle(title);

/**
 * Where chapter `index` of `volume` sits in the playlist (its position in `items`), or -1. A video
 * counts when its title names that volume and index.
 */
export function findChapterPosition(
  items: readonly { title: string }[],
  volume: number,
  index: number,
): number {
  return items.findIndex((item) => {
    const chapter = chapterOfTitle(item.title);
    return chapter !== null && chapter.volume === volume && chapter.index === index;
  });
}

/** Defined beside the outbox of member writes, which stores it with each unsent write. */
export type { OpenChapter } from '../../../lib/outbox/chapter-identity';

/** A playlist video's chapter key, or null from a server whose playlist does not carry one. */
export const chapterKeyOf = (item: object | undefined): string | null => {
  const key = (item as { chapter_key?: unknown } | undefined)?.chapter_key;
  return typeof key === 'string' && key !== '' ? key : null;
};
