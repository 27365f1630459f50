import type { PlaylistDeleteResponse } from '@camino/schemas/api/admin-content';
import { apiCall } from '../../../../lib/api-client';

/** What a playlist delete answers, with `impact`: members' data left with chapters no playlist has. */
export type PlaylistDeleteAnswer = PlaylistDeleteResponse;

/**
 * DELETE /admin/playlists/{volume}: the volume's playlist and its videos go (404 when none). With
 * `dryRun` the server only says what would go.
 */
export const deletePlaylist = (volume: number, { dryRun = false } = {}): Promise<PlaylistDeleteAnswer> =>
  apiCall('DELETE /admin/playlists/:volume', {
    params: { volume },
    query: dryRun ? { dry_run: '1' } : undefined,
  });
