import type { FromSchema } from 'json-schema-to-ts';
import { validate as precompiled } from './generated/translation-body';
import { translationRefProperties } from './translation-ref';
import { fromPrecompiled } from './validator';

/**
 * The body of `PUT /admin/translation`: one item's translation. `content` is a document of the
 * item's kind (a chapter file, a playlist upload, a theme, About's `{ content }`), checked by that
 * kind's schema and against its source (translations/validate-translation.ts).
 */
export const translationBodySchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/translation-body.json',
  title: 'Translation',
  description: "One item's translation: its kind, key and language, and the translated document.",
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'key', 'lang', 'content'],
  properties: { ...translationRefProperties, content: { type: 'object' } },
} as const;

/** A translation to publish. */
export type TranslationBody = FromSchema<typeof translationBodySchema>;

/** Checks a translation body (the document itself is checked against its kind and source after). */
export const validateTranslationBody = fromPrecompiled<TranslationBody>(precompiled);
