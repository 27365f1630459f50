import useSWR from 'swr';
import { apiPath } from '@camino/schemas/api/paths';
import { apiCall } from '../../../lib/api-client';

export const playlistKey = (volume: number) => apiPath('GET /volumes/:volume/playlist', { volume });

/** GET /volumes/{n}/playlist: the videos with the member's watched marks and last chapter. */
export const getPlaylist = (volume: number) =>
  apiCall('GET /volumes/:volume/playlist', { params: { volume } });

/** Null volume (an invalid number in the URL): nothing is fetched. */
export const usePlaylist = (volume: number | null) =>
  useSWR(volume === null ? null : playlistKey(volume), () => getPlaylist(volume!));
