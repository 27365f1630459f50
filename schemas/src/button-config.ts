import type { FromSchema } from 'json-schema-to-ts';
import { validate as precompiled } from './generated/button-config';
import { fromPrecompiled } from './validator';

/** Turns one home-page button (the evangelio button or the topics button) on or off. */
export const buttonConfigSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/button-config.json',
  title: 'Button config',
  description: 'Whether a home-page button shows.',
  type: 'object',
  required: ['enabled'],
  properties: { enabled: { type: 'boolean' } },
} as const;

/** A button's setting. */
export type ButtonConfig = FromSchema<typeof buttonConfigSchema>;

/** Checks a button config body. */
export const validateButtonConfig = fromPrecompiled<ButtonConfig>(precompiled);
