import type { FromSchema } from 'json-schema-to-ts';
import { newsConfigSchema } from './news-config';
import { validate as precompiled } from './generated/news-config-body';
import { fromPrecompiled } from './validator';

/** The admin request body that saves both news blocks at once. */
export const newsConfigBodySchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/news-config-body.json',
  title: 'News config body',
  description: 'The public and the private (members-only) news blocks.',
  type: 'object',
  required: ['public', 'private'],
  properties: {
    public: { $ref: newsConfigSchema.$id },
    private: { $ref: newsConfigSchema.$id },
  },
} as const;

/** Both news blocks. */
export type NewsConfigBody = FromSchema<
  typeof newsConfigBodySchema,
  { references: [typeof newsConfigSchema] }
>;

/** Checks the body that saves the news blocks. */
export const validateNewsConfigBody = fromPrecompiled<NewsConfigBody>(precompiled);
