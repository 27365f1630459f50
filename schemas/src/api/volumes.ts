import type { FromSchema } from 'json-schema-to-ts';
import type { lastChapterSchema, LastChapterBody } from '../last-chapter';
import { instantSchema, schemaRef } from './common';
import { apiList, apiObject, closedObject } from './schema-builders';
import { contentLanguageProperties } from './translations';

/** One of the 36 volumes on the home grid. */
export const volumeSummarySchema = closedObject({
  required: ['id', 'volume_number', 'is_available', 'has_playlist_data', 'youtube_url'],
  properties: {
    id: { type: 'integer', description: 'The volume number again (kept for older clients).' },
    volume_number: { type: 'integer', minimum: 1 },
    is_available: { type: 'boolean' },
    has_playlist_data: { type: 'boolean' },
    youtube_url: { type: ['string', 'null'] },
  },
});

/** A volume on the home grid. */
export type VolumeSummary = FromSchema<typeof volumeSummarySchema>;

/** `GET /volumes`: every volume, by number. */
export const volumesResponseSchema = apiList('volumes-response', 'Volumes', { volumes: volumeSummarySchema });

/** What `GET /volumes` answers. */
export type VolumesResponse = FromSchema<typeof volumesResponseSchema>;

/** One chapter video of a volume's playlist, with the caller's watched mark. */
export const playlistItemSchema = closedObject({
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
});

/** A playlist video as a member sees it. */
export type PlaylistItem = FromSchema<typeof playlistItemSchema>;

/** `GET /volumes/{n}/playlist`: the volume's videos, the member's marks and last chapter opened. */
export const playlistResponseSchema = apiObject('playlist-response', 'Playlist', {
  required: [
    'volume_number',
    'playlistId',
    'playlistTitle',
    'description',
    'items',
    'last_chapter',
    'lang',
    'fallback',
  ],
  properties: {
    volume_number: { type: 'integer', minimum: 1 },
    playlistId: { type: 'string' },
    playlistTitle: { type: 'string' },
    description: { type: 'string' },
    items: { type: 'array', items: playlistItemSchema },
    last_chapter: { type: ['integer', 'null'], description: 'The chapter last opened in this volume.' },
    ...contentLanguageProperties,
  },
});

/** What `GET /volumes/{n}/playlist` answers. */
export type PlaylistResponse = FromSchema<typeof playlistResponseSchema>;

/** Body of `PUT /volumes/{n}/last-chapter` (schemas/src/last-chapter.ts). */
export const lastChapterBody = schemaRef<typeof lastChapterSchema, LastChapterBody>(
  'https://camino.app/schemas/last-chapter.json',
);

/** `PUT /volumes/{n}/last-chapter`: the position now stored. */
export const lastChapterResponseSchema = apiObject('last-chapter-response', 'Last chapter saved', {
  required: ['volume_number', 'last_chapter'],
  properties: {
    volume_number: { type: 'integer', minimum: 1 },
    last_chapter: { type: 'integer', minimum: 1 },
  },
});

/** What `PUT /volumes/{n}/last-chapter` answers. */
export type LastChapterResponse = FromSchema<typeof lastChapterResponseSchema>;

/** One volume's progress for the home grid. */
export const volumeProgressSchema = closedObject({
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
});

/** A volume's progress. */
export type VolumeProgress = FromSchema<typeof volumeProgressSchema>;

/** The chapter the member opened last, across every volume (home's "Continue" card). */
export const continueReadingSchema = closedObject({
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
});

/** The chapter to continue from. */
export type ContinueReading = FromSchema<typeof continueReadingSchema>;

/**
 * `GET /volumes/progress`: per volume with a playlist, its title, cover, watched/total and the last
 * chapter; and the chapter opened last across volumes (null when none is still published).
 */
export const progressResponseSchema = apiObject('progress-response', 'Reading progress', {
  required: ['progress', 'continue_reading'],
  properties: {
    progress: { type: 'array', items: volumeProgressSchema },
    continue_reading: { anyOf: [continueReadingSchema, { type: 'null' }] },
  },
});

/** What `GET /volumes/progress` answers. */
export type ProgressResponse = FromSchema<typeof progressResponseSchema>;
