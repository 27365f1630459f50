import type { FromSchema } from 'json-schema-to-ts';
import type { temaSchema, TemaUpload } from '../tema';
import { schemaRef } from './common';
import { apiList, apiObject, closedObject } from './schema-builders';
import { contentLanguageProperties } from './translations';

/** A tema, named. */
export const temaSummarySchema = closedObject({
  required: ['id', 'title'],
  properties: { id: { type: 'integer', minimum: 1 }, title: { type: 'string' } },
});

/** A tema, named. */
export type TemaSummary = FromSchema<typeof temaSummarySchema>;

/** A tema in the members' list: its title in the asked language when translated. */
export const temaListItemSchema = closedObject({
  required: ['id', 'title', 'lang', 'fallback'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    title: { type: 'string' },
    ...contentLanguageProperties,
  },
});

/** `GET /temas`: the visible temas, by title. */
export const temasResponseSchema = apiList('temas-response', 'Temas', { temas: temaListItemSchema });

/** What `GET /temas` answers. */
export type TemasResponse = FromSchema<typeof temasResponseSchema>;

/**
 * `GET /tema/{id}`: `encoded_content` is the tema file's JSON encoded like chapter content;
 * decoded it follows tema.json (see `content` in routes.ts).
 */
export const temaResponseSchema = apiObject('tema-response', 'Tema', {
  required: ['id', 'title', 'encoded_content', 'lang', 'fallback'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    title: { type: 'string' },
    encoded_content: { type: 'string' },
    ...contentLanguageProperties,
  },
});

/** What `GET /tema/{id}` answers. */
export type TemaResponse = FromSchema<typeof temaResponseSchema>;

/** The decoded `encoded_content` of `GET /tema/{id}`. */
export const temaContent = schemaRef<typeof temaSchema, TemaUpload>('https://camino.app/schemas/tema.json');
