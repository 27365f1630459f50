import type { FromSchema } from 'json-schema-to-ts';
import { LANGUAGES } from '../languages';
import type { translationBodySchema, TranslationBody } from '../translation-body';
import type { translationRefSchema, TranslationRef } from '../translation-ref';
import { TRANSLATABLE_KINDS, TRANSLATION_LANGUAGES } from '../translations/translatable';
import { schemaRef } from './common';
import { publishedProperties } from './revisions';
import { apiList, apiObject, closedObject, messageAnswer } from './schema-builders';

/**
 * `?lang=` on a content route: the language the reader wants; without it the request's
 * Accept-Language decides, as for every other answer.
 */
export const contentLanguageQuerySchema = apiObject('content-language-query', 'Content language query', {
  properties: { lang: { enum: LANGUAGES } },
});

/** The query of a content route. */
export type ContentLanguageQuery = FromSchema<typeof contentLanguageQuerySchema>;

/**
 * What every content answer says about its language: the language its text is in, and whether
 * that is a fallback (no version in the asked language exists, so the source is sent).
 */
export const contentLanguageProperties = {
  lang: { enum: LANGUAGES, description: 'The language the content is written in.' },
  fallback: {
    type: 'boolean',
    description: 'True when no version in the asked language exists and this is the source.',
  },
} as const;

const translationState = closedObject({
  required: ['lang', 'status', 'made_from', 'updated_at'],
  properties: {
    lang: { enum: TRANSLATION_LANGUAGES },
    status: { enum: ['missing', 'current', 'stale'] },
    made_from: { type: ['string', 'null'], description: "The source's content hash it was made from." },
    updated_at: { type: ['string', 'null'] },
  },
});

/** One translatable item and where each of its translations stands. */
export const translationItemSchema = closedObject({
  required: ['kind', 'key', 'volume', 'title', 'source_hash', 'translations'],
  properties: {
    kind: { enum: TRANSLATABLE_KINDS },
    key: { type: 'string' },
    volume: { type: ['integer', 'null'], description: 'The volume of a playlist or chapter file.' },
    title: { type: 'string', description: "The source's title, for the list." },
    source_hash: { type: 'string' },
    translations: { type: 'array', items: translationState },
  },
});

/** An item of the translations list. */
export type TranslationItem = FromSchema<typeof translationItemSchema>;

/** `GET /admin/translations`: every translatable item with its translations' status. */
export const translationsResponseSchema = apiList('translations-response', 'Translations', {
  items: translationItemSchema,
});

/** What `GET /admin/translations` answers. */
export type TranslationsResponse = FromSchema<typeof translationsResponseSchema>;

/** The query naming one translation (`GET /admin/translation`). */
export const translationQuerySchema = apiObject('translation-query', 'Translation query', {
  required: ['kind', 'key', 'lang'],
  properties: {
    kind: { enum: TRANSLATABLE_KINDS },
    key: { type: 'string', minLength: 1, maxLength: 200 },
    lang: { enum: TRANSLATION_LANGUAGES },
  },
});

/** The query of `GET /admin/translation`. */
export type TranslationQuery = FromSchema<typeof translationQuerySchema>;

/** `GET /admin/translation`: the source and its translation side by side, for the editor. */
export const translationDetailSchema = apiObject('translation-detail', 'Translation', {
  required: ['kind', 'key', 'lang', 'source', 'translation'],
  properties: {
    kind: { enum: TRANSLATABLE_KINDS },
    key: { type: 'string' },
    lang: { enum: TRANSLATION_LANGUAGES },
    source: closedObject({
      required: ['content', 'hash'],
      properties: { content: { type: 'object' }, hash: { type: 'string' } },
    }),
    translation: {
      oneOf: [
        { type: 'null' },
        closedObject({
          required: ['content', 'status', 'made_from', 'updated_at'],
          properties: {
            content: { type: 'object' },
            status: { enum: ['current', 'stale'] },
            made_from: { type: 'string' },
            updated_at: { type: 'string' },
          },
        }),
      ],
    },
  },
});

/** What `GET /admin/translation` answers. */
export type TranslationDetail = FromSchema<typeof translationDetailSchema>;

/** The body of `PUT /admin/translation`. */
export const translationBody = schemaRef<typeof translationBodySchema, TranslationBody>(
  'https://camino.app/schemas/translation-body.json',
);

/** The body of `POST /admin/translation/confirm` and `DELETE /admin/translation`. */
export const translationRefBody = schemaRef<typeof translationRefSchema, TranslationRef>(
  'https://camino.app/schemas/translation-ref.json',
);

/** What a translation save, confirm or delete answers: the translation's status now. */
export const translationSaveResponseSchema = messageAnswer('translation-save-response', 'Translation saved', {
  required: ['status'],
  properties: { status: { enum: ['missing', 'current', 'stale'] }, ...publishedProperties },
});

/** What `PUT`, `DELETE /admin/translation` and `POST /admin/translation/confirm` answer. */
export type TranslationSaveResponse = FromSchema<typeof translationSaveResponseSchema>;
