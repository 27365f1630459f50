import type { FromSchema } from 'json-schema-to-ts';
import type { mainChapterSchema, MainChapter } from '../main-chapter';
import type { optionalChapterSchema, OptionalChapter } from '../optional-chapter';
import { schemaRef } from './common';
import { apiObject } from './schema-builders';
import { contentLanguageProperties } from './translations';

/**
 * `GET /main-file/{v}/{i}` and `GET /optional-file/{v}/{i}`. `encoded_content` is the chapter
 * file's JSON, UTF-8, base64, reversed (SPEC.md §3); decoded it follows main-chapter.json or
 * optional-chapter.json (see `content` in routes.ts).
 */
export const chapterFileResponseSchema = apiObject('chapter-file-response', 'Chapter file', {
  required: ['volume', 'index', 'encoded_content', 'lang', 'fallback'],
  properties: {
    volume: { type: 'integer', minimum: 1 },
    index: { type: 'integer', minimum: 1 },
    encoded_content: { type: 'string' },
    ...contentLanguageProperties,
  },
});

/** What the chapter file routes answer. */
export type ChapterFileResponse = FromSchema<typeof chapterFileResponseSchema>;

/** The decoded `encoded_content` of `GET /main-file/{v}/{i}`. */
export const mainChapterContent = schemaRef<typeof mainChapterSchema, MainChapter>(
  'https://camino.app/schemas/main-chapter.json',
);

/** The decoded `encoded_content` of `GET /optional-file/{v}/{i}`. */
export const optionalChapterContent = schemaRef<typeof optionalChapterSchema, OptionalChapter>(
  'https://camino.app/schemas/optional-chapter.json',
);
