import type { ChapterRef } from '@camino/schemas/chapter-file-name';
import type { MainChapter } from '@camino/schemas/main-chapter';
import type { OptionalChapter } from '@camino/schemas/optional-chapter';
import useSWR from 'swr';
import { apiGet } from '../../../lib/api-client';

export const mainFileKey = ({ volume, index }: ChapterRef) => `/main-file/${volume}/${index}`;
export const optionalFileKey = ({ volume, index }: ChapterRef) => `/optional-file/${volume}/${index}`;

/** GET /main-file/{v}/{i}: the dialogue and description (the client decodes `encoded_content`). */
export const getMainFile = (chapter: ChapterRef) => apiGet<MainChapter>(mainFileKey(chapter));

/** GET /optional-file/{v}/{i}: summary, quiz, references, exercises, key points, comments, topics. */
export const getOptionalFile = (chapter: ChapterRef) => apiGet<OptionalChapter>(optionalFileKey(chapter));

/** Null chapter (a title that names none): nothing is loaded. */
export const useMainFile = (chapter: ChapterRef | null) =>
  useSWR<MainChapter>(chapter ? mainFileKey(chapter) : null, () => getMainFile(chapter!));

export const useOptionalFile = (chapter: ChapterRef | null) =>
  useSWR<OptionalChapter>(chapter ? optionalFileKey(chapter) : null, () => getOptionalFile(chapter!));
