import type { FromSchema } from 'json-schema-to-ts';
import type { aboutSchema, AboutBody } from '../about';
import type { buttonConfigSchema, ButtonConfig } from '../button-config';
import type { imageConfigSchema, ImageConfig } from '../image-config';
import type { newsConfigBodySchema, NewsConfigBody } from '../news-config-body';
import { schemaRef } from './common';
import { publishedProperties } from './revisions';
import { buttonStateFields, featuredImageSchema, newsBlocksFields } from './site-settings';
import { apiObject, closedObject, messageAnswer } from './schema-builders';

/** Body of `PUT /admin/news-config` (schemas/src/news-config-body.ts). */
export const newsConfigBody = schemaRef<typeof newsConfigBodySchema, NewsConfigBody>(
  'https://camino.app/schemas/news-config-body.json',
);

/** `PUT /admin/news-config`: the blocks as stored (unknown fields dropped, description filled). */
export const newsSaveResponseSchema = apiObject('news-save-response', 'News saved', {
  required: ['success', 'config'],
  properties: {
    success: { const: true },
    config: closedObject(newsBlocksFields),
    ...publishedProperties,
  },
});

/** What `PUT /admin/news-config` answers. */
export type NewsSaveResponse = FromSchema<typeof newsSaveResponseSchema>;

/** Body of `POST /admin/image-config` (schemas/src/image-config.ts). */
export const imageConfigBody = schemaRef<typeof imageConfigSchema, ImageConfig>(
  'https://camino.app/schemas/image-config.json',
);

/** `POST /admin/image-config`: the image as stored, defaults applied. */
export const imageSaveResponseSchema = apiObject('image-save-response', 'Featured image saved', {
  required: ['success', 'featuredImage'],
  properties: { success: { const: true }, featuredImage: featuredImageSchema, ...publishedProperties },
});

/** What `POST /admin/image-config` answers. */
export type ImageSaveResponse = FromSchema<typeof imageSaveResponseSchema>;

/** Body of the admin button and email-validation switches: `{enabled}` (schemas/src/button-config.ts). */
export const buttonConfigBody = schemaRef<typeof buttonConfigSchema, ButtonConfig>(
  'https://camino.app/schemas/button-config.json',
);

/** GET and POST of `/admin/evangelio-button-config` and `/admin/topics-button-config`. */
export const adminButtonResponseSchema = apiObject('admin-button-response', 'Admin button config', {
  required: ['enabled', 'config'],
  properties: {
    enabled: { type: 'boolean' },
    config: closedObject(buttonStateFields),
    ...publishedProperties,
  },
});

/** What the admin button routes answer (`enabled` twice, as older panels read `config.enabled`). */
export type AdminButtonResponse = FromSchema<typeof adminButtonResponseSchema>;

/** Body of `POST /admin/about` (schemas/src/about.ts). */
export const aboutBody = schemaRef<typeof aboutSchema, AboutBody>('https://camino.app/schemas/about.json');

/** `POST /admin/about`: the Markdown now stored. */
export const aboutSaveResponseSchema = messageAnswer('about-save-response', 'About saved', {
  required: ['content'],
  properties: { content: { type: 'string' }, ...publishedProperties },
});

/** What `POST /admin/about` answers. */
export type AboutSaveResponse = FromSchema<typeof aboutSaveResponseSchema>;

/** `POST /admin/about/upload`: the file's text, for the editor (nothing is saved). */
export const aboutUploadResponseSchema = apiObject('about-upload-response', 'About file read', {
  required: ['content', 'filename'],
  properties: { content: { type: 'string' }, filename: { type: 'string' } },
});

/** What `POST /admin/about/upload` answers. */
export type AboutUploadResponse = FromSchema<typeof aboutUploadResponseSchema>;
