import type { FromSchema } from 'json-schema-to-ts';
import { VOLUME_COUNT } from './constants';
import { validate as precompiled } from './generated/watch';
import { fromPrecompiled } from './validator';
import { chapterKeySchema } from './api/member-data';

/** The body that marks a chapter video watched or unwatched for the signed-in member. */
export const watchSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/watch.json',
  title: 'Watch toggle',
  description: 'The YouTube video id and the volume it belongs to, optionally with the chapter it showed.',
  type: 'object',
  required: ['video_id', 'volume_number'],
  properties: {
    video_id: { type: 'string', minLength: 1, maxLength: 64 },
    volume_number: { type: 'integer', minimum: 1, maximum: VOLUME_COUNT },
    chapter_key: {
      ...chapterKeySchema,
      description:
        'The chapter showing the video on the page: refused (409 chapter_moved) when the video now shows another.',
    },
  },
} as const;

/** A watch toggle body. */
export type WatchBody = FromSchema<typeof watchSchema>;

/** Checks a watch toggle body. */
export const validateWatch = fromPrecompiled<WatchBody>(precompiled);
