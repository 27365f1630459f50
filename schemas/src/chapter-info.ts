import type { FromSchema } from 'json-schema-to-ts';
import { CHAPTER_INDEX_MAX, VOLUME_COUNT } from './constants';
import { validate as precompiled } from './generated/chapter-info';
import { fromPrecompiled } from './validator';

/**
 * The `info` block every chapter file starts with: which chapter of which volume it is.
 * Main and optional chapter files `$ref` it by $id; the tema upload reuses its properties.
 */
export const chapterInfoSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/chapter-info.json',
  title: 'Chapter info',
  description: 'Identifies a chapter: volume (1 to 36), index within the volume (from 1) and its date text.',
  type: 'object',
  additionalProperties: false,
  required: ['volume', 'index', 'date'],
  properties: {
    volume: { type: 'integer', minimum: 1, maximum: VOLUME_COUNT },
    index: { type: 'integer', minimum: 1, maximum: CHAPTER_INDEX_MAX },
    date: { type: 'string', minLength: 1, maxLength: 100 },
  },
} as const;

/** A chapter's info block. */
export type ChapterInfo = FromSchema<typeof chapterInfoSchema>;

/** Checks an info block on its own (the chapter validators inline it where they `$ref` it). */
export const validateChapterInfo = fromPrecompiled<ChapterInfo>(precompiled);
