import { problem } from '@camino/schemas/messages/render-problem';
import { validatePlaylist, volumeFromPlaylistTitle, type PlaylistUpload } from '@camino/schemas/playlist';
import { invalidBody, message } from '../../errors';
import { answerText } from '../../i18n/answer-text';
import { volumeParam } from '../../lib/params';
import { isDryRun, publishedFields } from '../../services/publishing/dry-run';
import type { ApiHandler, RouteHandlers } from '../api-handler';
import type { RouterDeps } from '../router-deps';
import { actorOf, validateJsonFile } from './upload-rules';

/** "Playlist of volume 3 saved with 12 videos" (checked, on a dry run). */
function playlistStored(dryRun: boolean, volume: number, videos: number) {
  if (videos === 1) return message(dryRun ? 'playlist_checked_one' : 'playlist_saved_one', { volume });
  return message(dryRun ? 'playlist_checked' : 'playlist_saved', { volume, count: videos });
}

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
      throw invalidBody([problem('/playlistTitle', 'pattern_volume_in_title')]);
    }
    const videos = playlist.items.length;
    const outcome = await services.contentPublishing.uploadPlaylist(volume, playlist, {
      actor: actorOf(req),
      dryRun: isDryRun(res.locals.query),
      audit: services.audit.note(actorOf(req), (done) => ({
        action: 'playlist.upload',
        target: `volume ${volume}`,
        details: { videos, title: playlist.playlistTitle, moved: done.moved, unpublished: done.unpublished },
      })),
    });
    res.json({
      message: answerText(req, playlistStored(outcome.dryRun, volume, videos)),
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
      dryRun: isDryRun(res.locals.query),
      audit: services.audit.note(actorOf(req), ({ videos, impact }) => ({
        action: 'playlist.delete',
        target: `volume ${volume}`,
        details: { videos, unpublished: impact.unpublished },
      })),
    });
    res.json({
      message: answerText(
        req,
        message(outcome.dryRun ? 'playlist_would_delete' : 'playlist_deleted', { volume }),
      ),
      impact: outcome.result.impact,
      ...publishedFields(outcome),
    });
  };

  return {
    'GET /admin/playlists': listPlaylists,
    'POST /admin/upload-playlist': {
      wrongFileMessage: message('choose_json'),
      after: [validateJsonFile(validatePlaylist, message('playlist_file_invalid'))],
      handle: uploadPlaylist,
    },
    'DELETE /admin/playlists/:volume': deletePlaylist,
  } satisfies RouteHandlers;
}
