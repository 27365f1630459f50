import type { FromSchema } from 'json-schema-to-ts';
import { chapterInfoSchema } from './chapter-info';
import { MARKDOWN_LINK } from './patterns';
import { validate as precompiled } from './generated/tema';
import { fromPrecompiled } from './validator';
import { arrayOf, closedObject } from './api/schema-builders';

/**
 * A tema (theme) upload: a titled collection of chapter summaries on one subject, each
 * pointing back to its chapter with a markdown link.
 */
export const temaSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/tema.json',
  title: 'Tema upload',
  description:
    "A theme: its title and, per chapter, the chapter's info (with a markdown link to it) and summary.",
  type: 'object',
  additionalProperties: false,
  required: ['title', 'items'],
  properties: {
    title: { type: 'string', minLength: 1, maxLength: 200 },
    items: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['info', 'dialogue_summary'],
        properties: {
          info: closedObject({
            required: [...chapterInfoSchema.required, 'link'],
            properties: {
              ...chapterInfoSchema.properties,
              link: { type: 'string', pattern: MARKDOWN_LINK },
            },
          }),
          dialogue_summary: arrayOf(
            closedObject({
              required: ['speaker', 'summary'],
              properties: { speaker: { type: 'string' }, summary: { type: 'string' } },
            }),
          ),
        },
      },
    },
  },
} as const;

/** A tema upload. */
export type TemaUpload = FromSchema<typeof temaSchema>;

/** Checks a tema upload file. */
export const validateTema = fromPrecompiled<TemaUpload>(precompiled);
