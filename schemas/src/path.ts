import type { FromSchema } from 'json-schema-to-ts';
import { CHAPTER_INDEX_MAX, VOLUME_COUNT } from './constants';
import { validate as precompiled } from './generated/path';
import { LITURGICAL_ANCHORS } from './liturgical-anchors';
import { NON_BLANK } from './patterns';
import { fromPrecompiled } from './validator';

/** The most days a path may have ("Camino in a year" and a little more). */
export const PATH_DAYS_MAX = 400;

/** A path id: lower-case words joined by hyphens, the path's address (`/paths/advent`). */
export const PATH_ID_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';

/** Where a path's first day falls: the day the member joins, or a liturgical date each year. */
export const PATH_STARTS = ['on-join', ...LITURGICAL_ANCHORS] as const;

const text = (maxLength: number) =>
  ({ type: 'string', minLength: 1, maxLength, pattern: NON_BLANK }) as const;

/** A text in both UI languages. */
const bilingual = (maxLength: number) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: ['en', 'es'],
    properties: { en: text(maxLength), es: text(maxLength) },
  }) as const;

/**
 * A reading path: an ordered list of days, each naming chapters and/or that calendar day's
 * gospel, with an optional short prompt. Members follow it day by day (docs/content-format.md).
 */
export const pathSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/path.json',
  title: 'Reading path',
  description: 'A path through the chapters: its title, description, first day and ordered days.',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'title', 'description', 'start', 'days'],
  properties: {
    id: { type: 'string', minLength: 1, maxLength: 60, pattern: PATH_ID_PATTERN },
    title: bilingual(120),
    description: bilingual(1000),
    start: { type: 'string', enum: PATH_STARTS },
    days: {
      type: 'array',
      minItems: 1,
      maxItems: PATH_DAYS_MAX,
      items: {
        type: 'object',
        additionalProperties: false,
        properties: {
          chapters: {
            type: 'array',
            minItems: 1,
            maxItems: 10,
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['volume', 'index'],
              properties: {
                volume: { type: 'integer', minimum: 1, maximum: VOLUME_COUNT },
                index: { type: 'integer', minimum: 1, maximum: CHAPTER_INDEX_MAX },
              },
            },
          },
          gospel: { const: true },
          prompt: bilingual(300),
        },
        // A day names something to read. Each branch names its property again for ajv's strict mode.
        anyOf: [
          { properties: { chapters: true }, required: ['chapters'] },
          { properties: { gospel: true }, required: ['gospel'] },
        ],
      },
    },
  },
} as const;

/** A reading path file. */
export type PathFile = FromSchema<typeof pathSchema>;

/** One day of a path. */
export type PathDay = PathFile['days'][number];

/** Where a path starts. */
export type PathStart = PathFile['start'];

/** Checks a reading path file. */
export const validatePath = fromPrecompiled<PathFile>(precompiled);
