import type { FromSchema } from 'json-schema-to-ts';

/** One news block as stored: `description` is absent only when it was never written. */
export const newsBlockSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['enabled', 'title'],
  properties: {
    enabled: { type: 'boolean' },
    title: { type: 'string' },
    description: { type: 'string' },
    // LANGUAGES of ../languages, spelled out: contract modules load nothing outside api/ (routes.test).
    lang: { enum: ['en', 'es'] },
  },
} as const;

/** A news block (limited markdown; the private one may contain `<First_Name>`). */
export type NewsBlock = FromSchema<typeof newsBlockSchema>;

const newsBlocks = {
  type: 'object',
  additionalProperties: false,
  required: ['public', 'private'],
  properties: { public: newsBlockSchema, private: newsBlockSchema },
} as const;

/**
 * `GET /news-config` and `GET /admin/news-config`: both blocks. The public route sends the
 * private block only to a signed-in caller; anonymous callers get it disabled and empty.
 */
export const newsResponseSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/api/news-response.json',
  title: 'News blocks',
  ...newsBlocks,
} as const;

/** What `GET /news-config` answers. */
export type NewsResponse = FromSchema<typeof newsResponseSchema>;

/** The featured image with every default applied, as stored. */
export const featuredImageSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['imageUrl', 'clickUrl', 'tooltipText', 'altText', 'visible'],
  properties: {
    imageUrl: { type: 'string', description: "'' until an admin sets one (then `visible` is false)." },
    clickUrl: { type: 'string' },
    tooltipText: { type: 'string' },
    altText: { type: 'string' },
    visible: { type: 'boolean' },
  },
} as const;

/** The featured image as the home page gets it. */
export type FeaturedImage = FromSchema<typeof featuredImageSchema>;

/** `GET /image-config` and `GET /admin/image-config`. */
export const imageConfigResponseSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/api/image-config-response.json',
  title: 'Featured image',
  type: 'object',
  additionalProperties: false,
  required: ['featuredImage'],
  properties: { featuredImage: featuredImageSchema },
} as const;

/** What `GET /image-config` answers. */
export type ImageConfigResponse = FromSchema<typeof imageConfigResponseSchema>;

/** `GET /evangelio-button-config` and `GET /topics-button-config`: whether the home button shows. */
export const buttonStateResponseSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/api/button-state-response.json',
  title: 'Button state',
  type: 'object',
  additionalProperties: false,
  required: ['enabled'],
  properties: { enabled: { type: 'boolean' } },
} as const;

/** What the public button routes answer. */
export type ButtonStateResponse = FromSchema<typeof buttonStateResponseSchema>;

/** `GET /about`: the About page's Markdown ('' until an admin writes it). */
export const aboutResponseSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/api/about-response.json',
  title: 'About',
  type: 'object',
  additionalProperties: false,
  required: ['content'],
  properties: { content: { type: 'string' } },
} as const;

/** What `GET /about` answers. */
export type AboutResponse = FromSchema<typeof aboutResponseSchema>;

/** `GET /email-validation-status` and its admin twin: must new members verify their email? */
export const emailValidationStatusSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/api/email-validation-status.json',
  title: 'Email validation status',
  type: 'object',
  additionalProperties: false,
  required: ['email_validation_enabled'],
  properties: { email_validation_enabled: { type: 'boolean' } },
} as const;

/** What `GET /email-validation-status` answers. */
export type EmailValidationStatus = FromSchema<typeof emailValidationStatusSchema>;
