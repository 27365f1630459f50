import type { FromSchema } from 'json-schema-to-ts';
import { ABOUT_MAX_LENGTH } from './constants';
import { NON_BLANK } from './patterns';
import { validate as precompiled } from './generated/about';
import { fromPrecompiled } from './validator';

/** The About page's markdown, as the admin saves it; a blank page is refused. */
export const aboutSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/about.json',
  title: 'About content',
  description: 'The About page in markdown: not blank, at most 100000 characters.',
  type: 'object',
  required: ['content'],
  properties: { content: { type: 'string', maxLength: ABOUT_MAX_LENGTH, pattern: NON_BLANK } },
} as const;

/** An About body. */
export type AboutBody = FromSchema<typeof aboutSchema>;

/** Checks an About body. */
export const validateAbout = fromPrecompiled<AboutBody>(precompiled);
