import type { FromSchema } from 'json-schema-to-ts';
import type { temaSchema, TemaUpload } from '../tema';
import { schemaRef } from './common';

/** A tema in the members' list. */
export const temaSummarySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'title'],
  properties: { id: { type: 'integer', minimum: 1 }, title: { type: 'string' } },
} as const;

/** A tema as the list shows it. */
export type TemaSummary = FromSchema<typeof temaSummarySchema>;

/** `GET /temas`: the visible temas, by title. */
export const temasResponseSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/api/temas-response.json',
  title: 'Temas',
  type: 'object',
  additionalProperties: false,
  required: ['temas'],
  properties: { temas: { type: 'array', items: temaSummarySchema } },
} as const;

/** What `GET /temas` answers. */
export type TemasResponse = FromSchema<typeof temasResponseSchema>;

/**
 * `GET /tema/{id}`: `encoded_content` is the tema file's JSON encoded like chapter content;
 * decoded it follows tema.json (see `content` in routes.ts).
 */
export const temaResponseSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/api/tema-response.json',
  title: 'Tema',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'title', 'encoded_content'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    title: { type: 'string' },
    encoded_content: { type: 'string' },
  },
} as const;

/** What `GET /tema/{id}` answers. */
export type TemaResponse = FromSchema<typeof temaResponseSchema>;

/** The decoded `encoded_content` of `GET /tema/{id}`. */
export const temaContent = schemaRef<typeof temaSchema, TemaUpload>('https://camino.app/schemas/tema.json');
