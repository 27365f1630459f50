import type { FromSchema } from 'json-schema-to-ts';
import { CHAPTER_INDEX_MAX } from './constants';
import { validate as precompiled } from './generated/last-chapter';
import { fromPrecompiled } from './validator';
import { chapterKeySchema } from './api/member-data';

/** The body that records which chapter of a volume a member opened last. */
export const lastChapterSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/last-chapter.json',
  title: 'Last chapter',
  description: 'The chapter index the member opened last in a volume.',
  type: 'object',
  required: ['index'],
  properties: {
    index: { type: 'integer', minimum: 1, maximum: CHAPTER_INDEX_MAX },
    chapter_key: {
      ...chapterKeySchema,
      description:
        'The chapter at `index` on the page: refused (409 chapter_moved) when `index` now shows another.',
    },
  },
} as const;

/** A last-chapter body. */
export type LastChapterBody = FromSchema<typeof lastChapterSchema>;

/** Checks a last-chapter body. */
export const validateLastChapter = fromPrecompiled<LastChapterBody>(precompiled);
