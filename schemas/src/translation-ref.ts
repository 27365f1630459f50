import type { FromSchema } from 'json-schema-to-ts';
import { validate as precompiled } from './generated/translation-ref';
import { TRANSLATABLE_KINDS, TRANSLATION_LANGUAGES } from './translations/translatable';
import { fromPrecompiled } from './validator';

/**
 * Which translation a call is about: the item's kind and key (as in revisions: a volume "3", a
 * chapter file "3/12", a theme's title key, "about") and the translation's language.
 */
export const translationRefProperties = {
  kind: { enum: TRANSLATABLE_KINDS },
  key: { type: 'string', minLength: 1, maxLength: 200 },
  lang: { enum: TRANSLATION_LANGUAGES },
} as const;

/** The body of `POST /admin/translation/confirm`: the translation still says what its source says. */
export const translationRefSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/translation-ref.json',
  title: 'Translation reference',
  description: 'One translation: the kind and key of its item and its language.',
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'key', 'lang'],
  properties: translationRefProperties,
} as const;

/** One translation, named. */
export type TranslationRef = FromSchema<typeof translationRefSchema>;

/** Checks a translation reference. */
export const validateTranslationRef = fromPrecompiled<TranslationRef>(precompiled);
