import type { ChapterRef } from '@camino/schemas/chapter-file-name';
import useSWR from 'swr';
import { apiPath } from '@camino/schemas/api/paths';
import { apiCall } from '../../../lib/api-client';

export const mainFileKey = (chapter: ChapterRef) => apiPath('GET /main-file/:volume/:index', chapter);
export const optionalFileKey = (chapter: ChapterRef) => apiPath('GET /optional-file/:volume/:index', chapter);

/** GET /main-file/{v}/{i}: the dialogue and description (the client decodes `encoded_content`). */
export const getMainFile = (chapter: ChapterRef) =>
  apiCall('GET /main-file/:volume/:index', { params: chapter });

/** GET /optional-file/{v}/{i}: summary, quiz, references, exercises, key points, comments, topics. */
export const getOptionalFile = (chapter: ChapterRef) =>
  apiCall('GET /optional-file/:volume/:index', { params: chapter });

/** Null chapter (a title that names none): nothing is loaded. */
export const useMainFile = (chapter: ChapterRef | null) =>
  useSWR(chapter ? mainFileKey(chapter) : null, () => getMainFile(chapter!));

export const useOptionalFile = (chapter: ChapterRef | null) =>
  useSWR(chapter ? optionalFileKey(chapter) : null, () => getOptionalFile(chapter!));
