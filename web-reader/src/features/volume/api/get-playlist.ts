import useSWR from 'swr';
import { apiGet } from '../../../lib/api-client';

/** One chapter video of a volume's playlist (SPEC.md §3); `videoId` may be empty. */
export interface PlaylistItem {
  position: number;
  videoId: string;
  title: string;
  url: string;
  channelTitle: string;
  thumbnail: string;
  is_watched: boolean;
}

/** GET /volumes/{n}/playlist: the videos with the member's watched marks and last chapter. */
export interface Playlist {
  volume_number: number;
  playlistTitle: string;
  description?: string;
  items: PlaylistItem[];
  /** The chapter index the member opened last in this volume (README: reading progress). */
  last_chapter: number | null;
}

export const playlistKey = (volume: number) => `/volumes/${volume}/playlist`;

export const getPlaylist = (volume: number) => apiGet<Playlist>(playlistKey(volume));

/** Null volume (an invalid number in the URL): nothing is fetched. */
export const usePlaylist = (volume: number | null) =>
  useSWR<Playlist>(volume === null ? null : playlistKey(volume), () => getPlaylist(volume!));
