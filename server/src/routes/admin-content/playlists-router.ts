import { validatePlaylist, volumeFromPlaylistTitle, type PlaylistUpload } from '@camino/schemas/playlist';
import { invalidBody } from '../../errors';
import { volumeParam } from '../../lib/params';
import { isDryRun, publishedFields } from '../../services/publishing/dry-run';
import { JSON_FILE_MESSAGE, plural } from '../../services/upload-files';
import type { ApiHandler, RouteHandlers } from '../api-handler';
import type { RouterDeps } from '../router-deps';
import { actorOf, validateJsonFile } from './upload-rules';

/** Admin playlists: list, upload (replaces the volume's playlist) and delete. */
export function adminPlaylistsHandlers({ services }: RouterDeps) {
  const listPlaylists: ApiHandler<'GET /admin/playlists'> = async (_req, res) => {
    res.json({ playlists: await services.volumes.listPlaylists() });
  };

  const uploadPlaylist: ApiHandler<'POST /admin/upload-playlist'> = async (req, res) => {
    const playlist = res.locals.document as PlaylistUpload;
    // The schema's pattern already demands 'Volumen X'; this reads X.
    const volume = volumeFromPlaylistTitle(playlist.playlistTitle);
    if (volume === null) {
      throw invalidBody([
        { pointer: '/playlistTitle', message: "must contain 'Volumen X' with X from 1 to 36" },
      ]);
    }
    const videos = playlist.items.length;
    const outcome = await services.contentPublishing.uploadPlaylist(volume, playlist, {
      actor: actorOf(req),
      dryRun: isDryRun(req.query),
      audit: services.audit.note(actorOf(req), (done) => ({
        action: 'playlist.upload',
        target: `volume ${volume}`,
        details: { videos, title: playlist.playlistTitle, moved: done.moved, unpublished: done.unpublished },
      })),
    });
    res.json({
      message: `Playlist of volume ${volume} ${outcome.dryRun ? 'checked' : 'saved'} with ${plural(videos, 'video')}`,
      volume_number: volume,
      videos_count: videos,
      impact: outcome.result,
      ...publishedFields(outcome),
    });
  };

  const deletePlaylist: ApiHandler<'DELETE /admin/playlists/:volume'> = async (req, res) => {
    const volume = volumeParam(req.params.volume);
    const outcome = await services.contentPublishing.deletePlaylist(volume, {
      actor: actorOf(req),
      dryRun: isDryRun(req.query),
      audit: services.audit.note(actorOf(req), ({ videos, impact }) => ({
        action: 'playlist.delete',
        target: `volume ${volume}`,
        details: { videos, unpublished: impact.unpublished },
      })),
    });
    res.json({
      message: outcome.dryRun
        ? `Playlist of volume ${volume} would be deleted`
        : `Playlist of volume ${volume} deleted`,
      impact: outcome.result.impact,
      ...publishedFields(outcome),
    });
  };

  return {
    'GET /admin/playlists': listPlaylists,
    'POST /admin/upload-playlist': {
      wrongFileMessage: JSON_FILE_MESSAGE,
      after: [validateJsonFile(validatePlaylist, 'playlist')],
      handle: uploadPlaylist,
    },
    'DELETE /admin/playlists/:volume': deletePlaylist,
  } satisfies RouteHandlers;
}
