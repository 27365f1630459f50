import type { FromSchema } from 'json-schema-to-ts';
import { apiObject, closedObject } from './schema-builders';
import { contentLanguageProperties } from './translations';

/** One news block as stored: `description` is absent only when it was never written. */
export const newsBlockSchema = closedObject({
  required: ['enabled', 'title'],
  properties: {
    enabled: { type: 'boolean' },
    title: { type: 'string' },
    description: { type: 'string' },
    // LANGUAGES of ../languages, spelled out: contract modules load nothing outside api/ (routes.test).
    lang: { enum: ['en', 'es'] },
  },
});

/** A news block (limited markdown; the private one may contain `<First_Name>`). */
export type NewsBlock = FromSchema<typeof newsBlockSchema>;

/** Both news blocks, as stored. */
export const newsBlocksFields = {
  required: ['public', 'private'],
  properties: { public: newsBlockSchema, private: newsBlockSchema },
} as const;

/**
 * `GET /news-config` and `GET /admin/news-config`: both blocks. The public route sends the
 * private block only to a signed-in caller; anonymous callers get it disabled and empty.
 */
export const newsResponseSchema = apiObject('news-response', 'News blocks', newsBlocksFields);

/** What `GET /news-config` answers. */
export type NewsResponse = FromSchema<typeof newsResponseSchema>;

/** The featured image with every default applied, as stored. */
export const featuredImageSchema = closedObject({
  required: ['imageUrl', 'clickUrl', 'tooltipText', 'altText', 'visible'],
  properties: {
    imageUrl: { type: 'string', description: "'' until an admin sets one (then `visible` is false)." },
    clickUrl: { type: 'string' },
    tooltipText: { type: 'string' },
    altText: { type: 'string' },
    visible: { type: 'boolean' },
  },
});

/** The featured image as the home page gets it. */
export type FeaturedImage = FromSchema<typeof featuredImageSchema>;

/** `GET /image-config` and `GET /admin/image-config`. */
export const imageConfigResponseSchema = apiObject('image-config-response', 'Featured image', {
  required: ['featuredImage'],
  properties: { featuredImage: featuredImageSchema },
});

/** What `GET /image-config` answers. */
export type ImageConfigResponse = FromSchema<typeof imageConfigResponseSchema>;

/** Whether a home-page button shows. */
export const buttonStateFields = {
  required: ['enabled'],
  properties: { enabled: { type: 'boolean' } },
} as const;

/** `GET /evangelio-button-config` and `GET /topics-button-config`: whether the home button shows. */
export const buttonStateResponseSchema = apiObject(
  'button-state-response',
  'Button state',
  buttonStateFields,
);

/** What the public button routes answer. */
export type ButtonStateResponse = FromSchema<typeof buttonStateResponseSchema>;

/** `GET /about`: the About page's Markdown ('' until an admin writes it). */
export const aboutResponseSchema = apiObject('about-response', 'About', {
  required: ['content', 'lang', 'fallback'],
  properties: { content: { type: 'string' }, ...contentLanguageProperties },
});

/** What `GET /about` answers. */
export type AboutResponse = FromSchema<typeof aboutResponseSchema>;

/** `GET /email-validation-status` and its admin twin: must new members verify their email? */
export const emailValidationStatusSchema = apiObject('email-validation-status', 'Email validation status', {
  required: ['email_validation_enabled'],
  properties: { email_validation_enabled: { type: 'boolean' } },
});

/** What `GET /email-validation-status` answers. */
export type EmailValidationStatus = FromSchema<typeof emailValidationStatusSchema>;
