import { apiCall } from '../../../../lib/api-client';

/** DELETE /admin/playlists/{volume}: the volume's playlist and its videos go (404 when none). */
export const deletePlaylist = (volume: number) =>
  apiCall('DELETE /admin/playlists/:volume', { params: { volume } });
