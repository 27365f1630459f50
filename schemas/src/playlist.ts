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
    "A volume's video playlist. playlistTitle must contain 'Volumen X' or 'Volume X' (X from 1 to 36); each item is one chapter video whose title starts with '{volume}-{index}.'.",
  type: 'object',
  additionalProperties: false,
  required: ['playlistId', 'playlistTitle', 'description', 'items'],
  properties: {
    // Every maxLength here is its column's size (server migrations; checked by a server test).
    playlistId: { type: 'string', minLength: 1, maxLength: 200 },
    playlistTitle: { type: 'string', maxLength: 500, pattern: VOLUME_IN_TITLE },
    // YouTube's own cap on a description; the column (TEXT, 65,535 bytes) holds 16,383 characters.
    description: { type: 'string', maxLength: 5000 },
    items: {
      type: 'array',
      minItems: 1,
      maxItems: 500,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['title', 'videoId', 'url', 'channelTitle', 'thumbnail'],
        properties: {
          title: { type: 'string', minLength: 1, maxLength: 500 },
          videoId: {
            type: 'string',
            maxLength: 64,
            description: "The YouTube video id; '' when the chapter has no video yet.",
          },
          url: { type: 'string', maxLength: 500 },
          channelTitle: { type: 'string', maxLength: 200 },
          thumbnail: { type: 'string', maxLength: 1000 },
          key: {
            type: 'string',
            maxLength: 64,
            pattern: '^[A-Za-z0-9._:~-]+$',
            description:
              "Optional chapter identity: the chapter of an earlier upload with this key (or first shown with this video id) is this item's chapter, so members' notes, marks and position stay with it when its video or title changes (schemas/README.md, Chapter identity).",
          },
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
