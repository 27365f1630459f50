import type { FromSchema } from 'json-schema-to-ts';
import type { lastChapterSchema, LastChapterBody } from '../last-chapter';
import { instantSchema, schemaRef } from './common';

/** One of the 36 volumes on the home grid. */
export const volumeSummarySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'volume_number', 'is_available', 'has_playlist_data', 'youtube_url'],
  properties: {
    id: { type: 'integer', description: 'The volume number again (kept for older clients).' },
    volume_number: { type: 'integer', minimum: 1 },
    is_available: { type: 'boolean' },
    has_playlist_data: { type: 'boolean' },
    youtube_url: { type: ['string', 'null'] },
  },
} as const;

/** A volume on the home grid. */
export type VolumeSummary = FromSchema<typeof volumeSummarySchema>;

/** `GET /volumes`: every volume, by number. */
export const volumesResponseSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/api/volumes-response.json',
  title: 'Volumes',
  type: 'object',
  additionalProperties: false,
  required: ['volumes'],
  properties: { volumes: { type: 'array', items: volumeSummarySchema } },
} as const;

/** What `GET /volumes` answers. */
export type VolumesResponse = FromSchema<typeof volumesResponseSchema>;

/** One chapter video of a volume's playlist, with the caller's watched mark. */
export const playlistItemSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['position', 'videoId', 'chapter_key', 'title', 'url', 'channelTitle', 'thumbnail', 'is_watched'],
  properties: {
    position: { type: 'integer', minimum: 1 },
    videoId: { type: 'string', description: "'' when the chapter has no video." },
    chapter_key: {
      type: 'string',
      description:
        "The chapter's stable identity (schemas/README.md): member writes from this page name it, so they never land on another chapter.",
    },
    title: { type: 'string' },
    url: { type: 'string' },
    channelTitle: { type: 'string' },
    thumbnail: { type: 'string' },
    is_watched: { type: 'boolean' },
  },
} as const;

/** A playlist video as a member sees it. */
export type PlaylistItem = FromSchema<typeof playlistItemSchema>;

/** `GET /volumes/{n}/playlist`: the volume's videos, the member's marks and last chapter opened. */
export const playlistResponseSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/api/playlist-response.json',
  title: 'Playlist',
  type: 'object',
  additionalProperties: false,
  required: ['volume_number', 'playlistId', 'playlistTitle', 'description', 'items', 'last_chapter'],
  properties: {
    volume_number: { type: 'integer', minimum: 1 },
    playlistId: { type: 'string' },
    playlistTitle: { type: 'string' },
    description: { type: 'string' },
    items: { type: 'array', items: playlistItemSchema },
    last_chapter: { type: ['integer', 'null'], description: 'The chapter last opened in this volume.' },
  },
} as const;

/** What `GET /volumes/{n}/playlist` answers. */
export type PlaylistResponse = FromSchema<typeof playlistResponseSchema>;

/** Body of `PUT /volumes/{n}/last-chapter` (schemas/src/last-chapter.ts). */
export const lastChapterBody = schemaRef<typeof lastChapterSchema, LastChapterBody>(
  'https://camino.app/schemas/last-chapter.json',
);

/** `PUT /volumes/{n}/last-chapter`: the position now stored. */
export const lastChapterResponseSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/api/last-chapter-response.json',
  title: 'Last chapter saved',
  type: 'object',
  additionalProperties: false,
  required: ['volume_number', 'last_chapter'],
  properties: {
    volume_number: { type: 'integer', minimum: 1 },
    last_chapter: { type: 'integer', minimum: 1 },
  },
} as const;

/** What `PUT /volumes/{n}/last-chapter` answers. */
export type LastChapterResponse = FromSchema<typeof lastChapterResponseSchema>;

/** One volume's progress for the home grid. */
export const volumeProgressSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['volume_number', 'title', 'cover', 'total', 'watched', 'last_chapter', 'last_opened_at'],
  properties: {
    volume_number: { type: 'integer', minimum: 1 },
    title: { type: 'string', description: "The playlist's title." },
    cover: { type: 'string', description: "The first chapter's thumbnail URL ('' when none)." },
    total: { type: 'integer', minimum: 0, description: 'Videos that can be watched.' },
    watched: { type: 'integer', minimum: 0 },
    last_chapter: { type: ['integer', 'null'] },
    last_opened_at: { anyOf: [instantSchema, { type: 'null' }], description: 'When it was opened.' },
  },
} as const;

/** A volume's progress. */
export type VolumeProgress = FromSchema<typeof volumeProgressSchema>;

/** The chapter the member opened last, across every volume (home's "Continue" card). */
export const continueReadingSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['volume_number', 'chapter', 'title', 'thumbnail'],
  properties: {
    volume_number: { type: 'integer', minimum: 1 },
    chapter: {
      type: 'integer',
      minimum: 1,
      description: 'The chapter index (`?chapter=` of the volume page).',
    },
    title: { type: 'string', description: "The chapter video's title." },
    thumbnail: { type: 'string' },
  },
} as const;

/** The chapter to continue from. */
export type ContinueReading = FromSchema<typeof continueReadingSchema>;

/**
 * `GET /volumes/progress`: per volume with a playlist, its title, cover, watched/total and the last
 * chapter; and the chapter opened last across volumes (null when none is still published).
 */
export const progressResponseSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/api/progress-response.json',
  title: 'Reading progress',
  type: 'object',
  additionalProperties: false,
  required: ['progress', 'continue_reading'],
  properties: {
    progress: { type: 'array', items: volumeProgressSchema },
    continue_reading: { anyOf: [continueReadingSchema, { type: 'null' }] },
  },
} as const;

/** What `GET /volumes/progress` answers. */
export type ProgressResponse = FromSchema<typeof progressResponseSchema>;
