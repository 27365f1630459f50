import type { FromSchema } from 'json-schema-to-ts';
import { HTTP_URL, MARKDOWN_LINK } from './patterns';
import { validate as precompiled } from './generated/gospel-entry';
import { fromPrecompiled } from './validator';
import { REFERENCE_MAX_LENGTH } from './constants';

// The reading itself; the English translation repeats the same shape.
const gospelReadingSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['reference', 'verses'],
  properties: {
    heading: { type: 'string' },
    reference: { type: 'string', minLength: 1, maxLength: REFERENCE_MAX_LENGTH },
    intro: { type: 'string' },
    verses: { type: 'array', items: { type: 'string' } },
    links: { type: 'array', items: { type: 'string', pattern: MARKDOWN_LINK } },
  },
} as const;

/**
 * One day's Gospel (evangelio) entry: the reading, a reflection and notes, in Spanish, with an
 * optional English translation under `en`.
 */
export const gospelEntrySchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/gospel-entry.json',
  title: 'Gospel entry',
  description:
    "One day's Gospel in Spanish: date, weekday, reading (reference, verses, markdown links), reflexion (HTML), liturgical note, source URL and copyright. The optional `en` object is the English translation: the reader shows it instead of the Spanish text when the UI language is English.",
  type: 'object',
  additionalProperties: false,
  required: ['date', 'gospel'],
  properties: {
    date: { type: 'string', format: 'date' },
    weekday: { type: 'string' },
    gospel: gospelReadingSchema,
    reflexion: { type: 'string', description: 'HTML, sanitized before display.' },
    liturgical_note: { type: 'string' },
    url: { type: 'string', format: 'uri', pattern: HTTP_URL },
    copyright_note: { type: 'string' },
    en: {
      type: 'object',
      description: 'English translation shown when the UI language is English.',
      additionalProperties: false,
      required: ['gospel'],
      properties: {
        weekday: { type: 'string' },
        gospel: gospelReadingSchema,
        reflexion: { type: 'string' },
        liturgical_note: { type: 'string' },
        copyright_note: { type: 'string' },
      },
    },
  },
} as const;

/** One gospel entry. */
export type GospelEntry = FromSchema<typeof gospelEntrySchema>;

/** Checks a single gospel entry (the upload file is an array of them: see gospel-upload). */
export const validateGospelEntry = fromPrecompiled<GospelEntry>(precompiled);
