import useSWR from 'swr';
import { apiGet } from '../../../../lib/api-client';

/** A row of the admin playlist list (SPEC.md §3). */
export interface AdminPlaylist {
  volume_number: number;
  playlist_title: string;
  videos_count: number;
  created_at: string;
}

export const adminPlaylistsKey = '/admin/playlists';

/** GET /admin/playlists: every stored playlist, by volume. */
export const getAdminPlaylists = async (): Promise<AdminPlaylist[]> =>
  (await apiGet<{ playlists: AdminPlaylist[] }>(adminPlaylistsKey)).playlists;

export const useAdminPlaylists = () => useSWR<AdminPlaylist[]>(adminPlaylistsKey, getAdminPlaylists);
