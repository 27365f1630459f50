import type { ChapterRef } from '@camino/schemas/chapter-file-name';
import { useContent } from '../../../hooks/use-content';

// Both files in the UI language; the client decodes `encoded_content` into `content`.

/**
 * GET /main-file/{v}/{i}: the dialogue and description. Null chapter (a title that names none):
 * nothing is loaded.
 */
export const useMainFile = (chapter: ChapterRef | null) =>
  useContent('GET /main-file/:volume/:index', chapter && { volume: chapter.volume, index: chapter.index });

/** GET /optional-file/{v}/{i}: summary, quiz, references, exercises, key points, comments, topics. */
export const useOptionalFile = (chapter: ChapterRef | null) =>
  useContent(
    'GET /optional-file/:volume/:index',
    chapter && { volume: chapter.volume, index: chapter.index },
  );
