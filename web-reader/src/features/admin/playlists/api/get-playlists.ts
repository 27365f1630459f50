import useSWR from 'swr';
import { apiPath } from '@camino/schemas/api/paths';
import { apiCall } from '../../../../lib/api-client';

export const adminPlaylistsKey = apiPath('GET /admin/playlists', {});

/** GET /admin/playlists: every stored playlist, by volume. */
export const getAdminPlaylists = async () => (await apiCall('GET /admin/playlists')).playlists;

export const useAdminPlaylists = () => useSWR(adminPlaylistsKey, getAdminPlaylists);
