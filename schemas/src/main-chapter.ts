import type { FromSchema } from 'json-schema-to-ts';
import { chapterInfoSchema } from './chapter-info';
import { validate as precompiled } from './generated/main-chapter';
import { fromPrecompiled } from './validator';

/** A main chapter file, `{volume}-{index}.json` inside `Vol_{volume}_main.zip`. */
export const mainChapterSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/main-chapter.json',
  title: 'Main chapter file',
  description: "A chapter's dialogue and description, named {volume}-{index}.json.",
  type: 'object',
  additionalProperties: false,
  required: ['info', 'description', 'dialogue'],
  properties: {
    info: { $ref: chapterInfoSchema.$id },
    description: { type: 'string' },
    dialogue: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['speaker', 'text'],
        properties: {
          speaker: { type: 'string', minLength: 1 },
          text: { type: 'string', minLength: 1, description: 'Limited markdown.' },
        },
      },
    },
  },
} as const;

/** A main chapter file. */
export type MainChapter = FromSchema<typeof mainChapterSchema, { references: [typeof chapterInfoSchema] }>;

/** Checks a main chapter file; pair it with checkNameMatchesInfo for the file name. */
export const validateMainChapter = fromPrecompiled<MainChapter>(precompiled);
