import type { FromSchema } from 'json-schema-to-ts';
import { GOSPEL_DELETE_MAX_DATES } from './constants';
import { validate as precompiled } from './generated/gospel-delete-body';
import { fromPrecompiled } from './validator';

export { GOSPEL_DELETE_MAX_DATES };

/** The body of `DELETE /admin/evangelios`: the dates whose entries go. */
export const gospelDeleteBodySchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/gospel-delete-body.json',
  title: 'Gospel delete body',
  description: 'The dates (YYYY-MM-DD) of the gospel entries to delete.',
  type: 'object',
  required: ['dates'],
  properties: {
    dates: {
      type: 'array',
      minItems: 1,
      maxItems: GOSPEL_DELETE_MAX_DATES,
      items: { type: 'string', format: 'date' },
    },
  },
} as const;

/** The dates to delete. */
export type GospelDeleteBody = FromSchema<typeof gospelDeleteBodySchema>;

/** Checks a gospel delete body. */
export const validateGospelDeleteBody = fromPrecompiled<GospelDeleteBody>(precompiled);
