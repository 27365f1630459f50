import type { ChapterRef } from '@camino/schemas/chapter-file-name';

/**
 * The chapter a page shows: where it is (volume, index) and which chapter it is (`key`, its stable
 * identity; null when the server does not say). Member writes name both, so a position that now
 * shows another chapter is refused instead of written over.
 */
export interface OpenChapter extends ChapterRef {
  key: string | null;
}
