import type { FromSchema } from 'json-schema-to-ts';
import type { aboutSchema, AboutBody } from '../about';
import type { buttonConfigSchema, ButtonConfig } from '../button-config';
import type { imageConfigSchema, ImageConfig } from '../image-config';
import type { newsConfigBodySchema, NewsConfigBody } from '../news-config-body';
import { schemaRef } from './common';
import { publishedProperties } from './revisions';
import { featuredImageSchema, newsBlockSchema } from './site-settings';

/** Body of `PUT /admin/news-config` (schemas/src/news-config-body.ts). */
export const newsConfigBody = schemaRef<typeof newsConfigBodySchema, NewsConfigBody>(
  'https://camino.app/schemas/news-config-body.json',
);

/** `PUT /admin/news-config`: the blocks as stored (unknown fields dropped, description filled). */
export const newsSaveResponseSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/api/news-save-response.json',
  title: 'News saved',
  type: 'object',
  additionalProperties: false,
  required: ['success', 'config'],
  properties: {
    success: { const: true },
    config: {
      type: 'object',
      additionalProperties: false,
      required: ['public', 'private'],
      properties: { public: newsBlockSchema, private: newsBlockSchema },
    },
    ...publishedProperties,
  },
} as const;

/** What `PUT /admin/news-config` answers. */
export type NewsSaveResponse = FromSchema<typeof newsSaveResponseSchema>;

/** Body of `POST /admin/image-config` (schemas/src/image-config.ts). */
export const imageConfigBody = schemaRef<typeof imageConfigSchema, ImageConfig>(
  'https://camino.app/schemas/image-config.json',
);

/** `POST /admin/image-config`: the image as stored, defaults applied. */
export const imageSaveResponseSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/api/image-save-response.json',
  title: 'Featured image saved',
  type: 'object',
  additionalProperties: false,
  required: ['success', 'featuredImage'],
  properties: { success: { const: true }, featuredImage: featuredImageSchema, ...publishedProperties },
} as const;

/** What `POST /admin/image-config` answers. */
export type ImageSaveResponse = FromSchema<typeof imageSaveResponseSchema>;

/** Body of the admin button and email-validation switches: `{enabled}` (schemas/src/button-config.ts). */
export const buttonConfigBody = schemaRef<typeof buttonConfigSchema, ButtonConfig>(
  'https://camino.app/schemas/button-config.json',
);

/** GET and POST of `/admin/evangelio-button-config` and `/admin/topics-button-config`. */
export const adminButtonResponseSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/api/admin-button-response.json',
  title: 'Admin button config',
  type: 'object',
  additionalProperties: false,
  required: ['enabled', 'config'],
  properties: {
    enabled: { type: 'boolean' },
    config: {
      type: 'object',
      additionalProperties: false,
      required: ['enabled'],
      properties: { enabled: { type: 'boolean' } },
    },
    ...publishedProperties,
  },
} as const;

/** What the admin button routes answer (`enabled` twice, as older panels read `config.enabled`). */
export type AdminButtonResponse = FromSchema<typeof adminButtonResponseSchema>;

/** Body of `POST /admin/about` (schemas/src/about.ts). */
export const aboutBody = schemaRef<typeof aboutSchema, AboutBody>('https://camino.app/schemas/about.json');

/** `POST /admin/about`: the Markdown now stored. */
export const aboutSaveResponseSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/api/about-save-response.json',
  title: 'About saved',
  type: 'object',
  additionalProperties: false,
  required: ['message', 'content'],
  properties: { message: { type: 'string' }, content: { type: 'string' }, ...publishedProperties },
} as const;

/** What `POST /admin/about` answers. */
export type AboutSaveResponse = FromSchema<typeof aboutSaveResponseSchema>;

/** `POST /admin/about/upload`: the file's text, for the editor (nothing is saved). */
export const aboutUploadResponseSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/api/about-upload-response.json',
  title: 'About file read',
  type: 'object',
  additionalProperties: false,
  required: ['content', 'filename'],
  properties: { content: { type: 'string' }, filename: { type: 'string' } },
} as const;

/** What `POST /admin/about/upload` answers. */
export type AboutUploadResponse = FromSchema<typeof aboutUploadResponseSchema>;
