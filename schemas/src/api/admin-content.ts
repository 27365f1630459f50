import type { FromSchema } from 'json-schema-to-ts';
import type { temaVisibilitySchema, TemaVisibility } from '../tema-visibility';
import { instantSchema, schemaRef } from './common';
import { playlistImpactSchema, type PlaylistImpact } from './playlist-impact';
import { apiProblemSchema } from './error-codes';
import { dryRunProperty, publishedProperties } from './revisions';
import { referenceWarningProperties } from './scripture';
import { apiList, apiObject, arrayOf, closedObject, messageAnswer } from './schema-builders';
import { temaSummarySchema } from './temas';

export { playlistImpactSchema, type PlaylistImpact };

/** One playlist in the admin list. */
export const adminPlaylistSchema = closedObject({
  required: ['volume_number', 'playlist_title', 'videos_count', 'created_at', 'updated_at'],
  properties: {
    volume_number: { type: 'integer', minimum: 1 },
    playlist_title: { type: 'string' },
    videos_count: { type: 'integer', minimum: 0 },
    created_at: { ...instantSchema, description: 'When the volume first got a playlist.' },
    updated_at: { ...instantSchema, description: 'When its playlist was last uploaded (or restored).' },
  },
});

/** A playlist as the admin list shows it. */
export type AdminPlaylist = FromSchema<typeof adminPlaylistSchema>;

/** `GET /admin/playlists`: every stored playlist, by volume. */
export const adminPlaylistsResponseSchema = apiList('admin-playlists-response', 'Admin playlists', {
  playlists: adminPlaylistSchema,
});

/** What `GET /admin/playlists` answers. */
export type AdminPlaylistsResponse = FromSchema<typeof adminPlaylistsResponseSchema>;

/** `POST /admin/upload-playlist` (a playlist.json file): the volume it replaced. */
export const playlistUploadResponseSchema = messageAnswer('playlist-upload-response', 'Playlist uploaded', {
  required: ['volume_number', 'videos_count', 'impact'],
  properties: {
    volume_number: { type: 'integer', minimum: 1 },
    videos_count: { type: 'integer', minimum: 1 },
    impact: playlistImpactSchema,
    ...publishedProperties,
  },
});

/** What `POST /admin/upload-playlist` answers. */
export type PlaylistUploadResponse = FromSchema<typeof playlistUploadResponseSchema>;

/** A file of an upload that was not stored, and every problem found in it. */
export const failedFileSchema = closedObject({
  required: ['name', 'errors'],
  properties: { name: { type: 'string' }, errors: { type: 'array', items: apiProblemSchema } },
});

/** A refused file of an upload. */
export type FailedFile = FromSchema<typeof failedFileSchema>;

/** `POST /admin/upload-main-files` and `/admin/upload-optional-files` (`Vol_{n}_main.zip`, …). */
export const chapterUploadReportSchema = apiObject('chapter-upload-report', 'Chapter upload report', {
  required: ['volume', 'files_processed', 'files_failed', 'failed_files', 'files_unchanged', 'message'],
  properties: {
    volume: { type: 'integer', minimum: 1 },
    files_processed: { type: 'integer', minimum: 0, description: 'Valid files, stored now or already.' },
    files_failed: { type: 'integer', minimum: 0 },
    failed_files: { type: 'array', items: failedFileSchema },
    files_unchanged: { type: 'integer', minimum: 0, description: 'Valid files already stored as they are.' },
    message: { type: 'string' },
    ...referenceWarningProperties,
    ...publishedProperties,
  },
});

/** What a chapter ZIP upload answers. */
export type ChapterUploadReport = FromSchema<typeof chapterUploadReportSchema>;

/** `POST /admin/upload-temas` (a ZIP of tema files). */
export const temaUploadReportSchema = apiObject('tema-upload-report', 'Tema upload report', {
  required: ['files_processed', 'files_failed', 'failed_files', 'processed_temas'],
  properties: {
    files_processed: { type: 'integer', minimum: 0 },
    files_failed: { type: 'integer', minimum: 0 },
    failed_files: { type: 'array', items: failedFileSchema },
    processed_temas: arrayOf(temaSummarySchema),
    ...publishedProperties,
  },
});

/** What `POST /admin/upload-temas` answers. */
export type TemaUploadReport = FromSchema<typeof temaUploadReportSchema>;

/** One tema in the admin list, hidden ones too. */
export const adminTemaSchema = closedObject({
  required: ['id', 'title', 'created_at', 'visible'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    title: { type: 'string' },
    created_at: instantSchema,
    visible: { type: 'boolean' },
  },
});

/** A tema as the admin list shows it. */
export type AdminTema = FromSchema<typeof adminTemaSchema>;

/** `GET /admin/temas`: every tema by title. */
export const adminTemasResponseSchema = apiList('admin-temas-response', 'Admin temas', {
  temas: adminTemaSchema,
});

/** What `GET /admin/temas` answers. */
export type AdminTemasResponse = FromSchema<typeof adminTemasResponseSchema>;

/** Body of `PUT /admin/tema/{id}/visibility` (schemas/src/tema-visibility.ts). */
export const temaVisibilityBody = schemaRef<typeof temaVisibilitySchema, TemaVisibility>(
  'https://camino.app/schemas/tema-visibility.json',
);

/** `PUT /admin/tema/{id}/visibility`: the tema's new state. */
export const temaVisibilityResponseSchema = messageAnswer('tema-visibility-response', 'Tema visibility', {
  required: ['id', 'visible'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    visible: { type: 'boolean' },
    ...publishedProperties,
  },
});

/** What `PUT /admin/tema/{id}/visibility` answers. */
export type TemaVisibilityResponse = FromSchema<typeof temaVisibilityResponseSchema>;

/** One stored chapter file in `GET /admin/chapters/{volume}`. */
export const storedChapterSchema = closedObject({
  required: ['index', 'kind', 'in_playlist', 'title', 'updated_at'],
  properties: {
    index: { type: 'integer', minimum: 1 },
    kind: { type: 'string', enum: ['main', 'optional'] },
    in_playlist: {
      type: 'boolean',
      description: "Whether the volume's current playlist has this index; members get the file only then.",
    },
    title: { type: ['string', 'null'], description: 'The playlist title at this index, when it has one.' },
    updated_at: instantSchema,
  },
});

/** A stored chapter file as the admin list shows it. */
export type StoredChapter = FromSchema<typeof storedChapterSchema>;

/** `GET /admin/chapters/{volume}`: the volume's stored main and optional files, by index. */
export const adminChaptersResponseSchema = apiObject('admin-chapters-response', 'Stored chapter files', {
  required: ['volume_number', 'has_playlist', 'chapters'],
  properties: {
    volume_number: { type: 'integer', minimum: 1 },
    has_playlist: { type: 'boolean' },
    chapters: { type: 'array', items: storedChapterSchema },
  },
});

/** What `GET /admin/chapters/{volume}` answers. */
export type AdminChaptersResponse = FromSchema<typeof adminChaptersResponseSchema>;

/** `?kind=` of `DELETE /admin/chapters/{volume}/{index}`. */
export const chapterDeleteQuerySchema = apiObject('chapter-delete-query', 'Chapter file delete query', {
  required: ['kind'],
  properties: { kind: { type: 'string', enum: ['main', 'optional'] }, dry_run: dryRunProperty },
});

/** The query of `DELETE /admin/chapters/{volume}/{index}`. */
export type ChapterDeleteQuery = FromSchema<typeof chapterDeleteQuerySchema>;

/**
 * `DELETE /admin/playlists/{volume}`, `/admin/chapters/{volume}/{index}` and `/admin/tema/{id}`
 * (each with `?dry_run=1`): what was (or would be) deleted, and the change (`changes` and
 * `revision` optional, as in every answer that carries them: the server always sends them).
 */
export const contentDeleteResponseSchema = messageAnswer('content-delete-response', 'Content deleted', {
  properties: { ...publishedProperties },
});

/** What an admin content delete answers. */
export type ContentDeleteResponse = FromSchema<typeof contentDeleteResponseSchema>;

/** `DELETE /admin/playlists/{volume}`: the delete's answer and what becomes of members' data. */
export const playlistDeleteResponseSchema = messageAnswer('playlist-delete-response', 'Playlist deleted', {
  required: ['impact'],
  properties: {
    impact: playlistImpactSchema,
    ...publishedProperties,
  },
});

/** What `DELETE /admin/playlists/{volume}` answers. */
export type PlaylistDeleteResponse = FromSchema<typeof playlistDeleteResponseSchema>;
