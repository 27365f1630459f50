import type { FromSchema } from 'json-schema-to-ts';
import { VOLUME_IN_TITLE } from './patterns';
import { validate as precompiled } from './generated/playlist';
import { fromPrecompiled } from './validator';

/**
 * The playlist JSON an admin uploads for one volume (an export of a YouTube playlist).
 * The volume it belongs to is read from the title, which must contain 'Volumen X'.
 */
export const playlistSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/playlist.json',
  title: 'Playlist upload',
  description:
    "A volume's video playlist. playlistTitle must contain 'Volumen X' (X from 1 to 36); each item is one chapter video whose title starts with '{volume}-{index}.'.",
  type: 'object',
  additionalProperties: false,
  required: ['playlistId', 'playlistTitle', 'description', 'items'],
  properties: {
    playlistId: { type: 'string', minLength: 1 },
    playlistTitle: { type: 'string', pattern: VOLUME_IN_TITLE },
    description: { type: 'string' },
    items: {
      type: 'array',
      minItems: 1,
      maxItems: 500,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['title', 'videoId', 'url', 'channelTitle', 'thumbnail'],
        properties: {
          title: { type: 'string', minLength: 1 },
          videoId: {
            type: 'string',
            description: "The YouTube video id; '' when the chapter has no video yet.",
          },
          url: { type: 'string' },
          channelTitle: { type: 'string' },
          thumbnail: { type: 'string' },
        },
      },
    },
  },
} as const;

/** A playlist upload, as the schema describes it. */
export type PlaylistUpload = FromSchema<typeof playlistSchema>;

/** Checks a playlist upload; the volume comes from volumeFromPlaylistTitle afterwards. */
export const validatePlaylist = fromPrecompiled<PlaylistUpload>(precompiled);

const volumeInTitle = new RegExp(VOLUME_IN_TITLE, 'u');

/**
 * The volume number named by 'Volumen X' in a playlist title, or null when the title names no
 * volume from 1 to 36 ('Volumen 37' and 'Volumen 0' name none).
 */
export function volumeFromPlaylistTitle(title: string): number | null {
  const match = volumeInTitle.exec(title);
  return match ? Number(match[1]) : null;
}
