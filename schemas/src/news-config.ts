import type { FromSchema } from 'json-schema-to-ts';
import { SETTING_LANG, TRANSLATION_NEEDS_LANG } from './content-language';
import { NON_BLANK } from './patterns';
import { validate as precompiled } from './generated/news-config';
import { fromPrecompiled } from './validator';

import { NEWS_DESCRIPTION_MAX, NEWS_TITLE_MAX } from './constants';

export { NEWS_DESCRIPTION_MAX, NEWS_TITLE_MAX };

/**
 * One news block on the home page (public or members-only). Title and description are
 * limited markdown; the private text may contain `<First_Name>`. An enabled block needs a
 * title, since the home page shows a block only when it has one. `lang` says which language the
 * block is written in, so the reader marks it for screen readers and hyphenation in the other UI
 * language; a block without it (news are often written in both) is not marked. `translation` is
 * the block in the other language, shown instead to readers of that language.
 */
export const newsConfigSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/news-config.json',
  title: 'News config',
  description: 'A news block: whether it shows, its title and an optional description (limited markdown).',
  type: 'object',
  required: ['enabled', 'title'],
  properties: {
    enabled: { type: 'boolean' },
    title: { type: 'string', maxLength: NEWS_TITLE_MAX },
    description: { type: 'string', maxLength: NEWS_DESCRIPTION_MAX },
    lang: SETTING_LANG,
    translation: {
      type: 'object',
      description: 'The title and description in the language `lang` is not.',
      required: ['title'],
      additionalProperties: false,
      properties: {
        title: { type: 'string', maxLength: NEWS_TITLE_MAX, pattern: NON_BLANK },
        description: { type: 'string', maxLength: NEWS_DESCRIPTION_MAX },
      },
    },
  },
  dependentRequired: TRANSLATION_NEEDS_LANG,
  if: { properties: { enabled: { const: true } }, required: ['enabled'] },
  then: { properties: { title: { type: 'string', pattern: NON_BLANK } } },
} as const;

/** One news block's settings. */
export type NewsConfig = FromSchema<typeof newsConfigSchema>;

/** Checks one news block. */
export const validateNewsConfig = fromPrecompiled<NewsConfig>(precompiled);

/**
 * The block as stored: only the known fields (request bodies may carry extra properties), the
 * description always present, and a translation only with its title.
 */
export const storedNewsBlock = (block: NewsConfig): NewsConfig => ({
  enabled: block.enabled,
  title: block.title,
  description: block.description ?? '',
  ...(block.lang ? { lang: block.lang } : {}),
  ...(block.lang && block.translation
    ? {
        translation: {
          title: block.translation.title,
          ...(block.translation.description ? { description: block.translation.description } : {}),
        },
      }
    : {}),
});

/**
 * The block as an editor sends it: its translation only under a chosen language and when something
 * is written in it. Editors keep a translation while "Both" is chosen, so a slip of the control
 * loses nothing; the server refuses a translation with no language to translate from.
 */
export function newsToSend(block: NewsConfig): NewsConfig {
  const { translation, ...rest } = block;
  const written = translation && (translation.title.trim() || translation.description?.trim());
  return block.lang && written ? { ...rest, translation } : rest;
}
