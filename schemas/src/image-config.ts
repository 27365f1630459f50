import type { FromSchema } from 'json-schema-to-ts';
import { HTTP_URL, HTTP_URL_OR_SITE_PATH } from './patterns';
import { SETTING_LANG, TRANSLATION_NEEDS_LANG } from './content-language';
import { validate as precompiled } from './generated/image-config';
import { fromPrecompiled } from './validator';

/** The featured image on the home page, linking to a playlist or page. */
export const imageConfigSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/image-config.json',
  title: 'Featured image config',
  description:
    'The image URL, where a click leads, its tooltip and alt text (their language and a translation), and whether it shows.',
  type: 'object',
  required: ['imageUrl', 'clickUrl'],
  properties: {
    imageUrl: { type: 'string', minLength: 1, pattern: HTTP_URL_OR_SITE_PATH },
    clickUrl: { type: 'string', minLength: 1, pattern: HTTP_URL },
    tooltipText: { type: 'string', maxLength: 200, default: 'Click to watch playlist' },
    altText: { type: 'string', maxLength: 200, default: 'Featured Image' },
    visible: { type: 'boolean', default: true },
    lang: SETTING_LANG,
    translation: {
      type: 'object',
      description: 'The tooltip and alt text in the language `lang` is not.',
      additionalProperties: false,
      properties: {
        tooltipText: { type: 'string', maxLength: 200 },
        altText: { type: 'string', maxLength: 200 },
      },
    },
  },
  dependentRequired: TRANSLATION_NEEDS_LANG,
} as const;

// Validation never fills defaults in, so the type keeps the defaulted fields optional.
/** A featured image config as sent or stored, defaults not yet applied. */
export type ImageConfig = FromSchema<typeof imageConfigSchema, { keepDefaultedPropertiesOptional: true }>;

/** A featured image config with every default applied (what withImageDefaults returns). */
export type ImageConfigWithDefaults = FromSchema<typeof imageConfigSchema>;

/** Checks the featured image body. */
export const validateImageConfig = fromPrecompiled<ImageConfig>(precompiled);

const { properties } = imageConfigSchema;

/** The values used for fields a featured image config leaves out, read from the schema. */
export const IMAGE_CONFIG_DEFAULTS: Readonly<
  Pick<ImageConfigWithDefaults, 'tooltipText' | 'altText' | 'visible'>
> = {
  tooltipText: properties.tooltipText.default,
  altText: properties.altText.default,
  visible: properties.visible.default,
};

/**
 * The config with defaults filled in for missing fields. Only the known fields are copied, so
 * extra properties a client sent are never stored or echoed.
 */
export function withImageDefaults(config: ImageConfig): ImageConfigWithDefaults {
  return {
    imageUrl: config.imageUrl,
    clickUrl: config.clickUrl,
    tooltipText: config.tooltipText ?? IMAGE_CONFIG_DEFAULTS.tooltipText,
    altText: config.altText ?? IMAGE_CONFIG_DEFAULTS.altText,
    visible: config.visible ?? IMAGE_CONFIG_DEFAULTS.visible,
    ...(config.lang ? { lang: config.lang } : {}),
    ...(config.lang && config.translation ? { translation: blankless(config.translation) } : {}),
  };
}

/** A translation's non-blank texts: a blank one means "no translation" (the source is shown). */
function blankless(
  translation: NonNullable<ImageConfig['translation']>,
): NonNullable<ImageConfig['translation']> {
  return Object.fromEntries(Object.entries(translation).filter(([, text]) => text?.trim()));
}
