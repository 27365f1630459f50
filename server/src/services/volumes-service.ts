import { problem } from '@camino/schemas/messages/render-problem';
import type { Knex } from 'knex';
import type { PlaylistImpact } from '@camino/schemas/api/admin-content';
import type { Language } from '@camino/schemas/languages';
import type { PlaylistUpload } from '@camino/schemas/playlist';
import { SOURCE_LANGUAGE, versionLanguage } from '@camino/schemas/translations/translatable';
import { invalidBody, message, notFound } from '../errors';
import { isoNow } from '../lib/clock';
import type { AuditNote } from './audit-service';
import { reconcileChapters, unpublishingImpact } from './chapter-identity/chapter-catalog';
import type { ContentVersion } from './content-version';
import type { ServiceDeps } from './deps';
import { hasPlaylist, storePlaylist } from './publishing/kinds/playlist';
import { playlistsWithVideoCounts, publishedPlaylist } from './publishing/kinds/playlist-reads';
import { readerTranslation } from './publishing/kinds/translations';
import { volumesWithPlaylists } from './publishing/kinds/volumes';
import { withVolumeLock } from './publishing/kinds/volume-lock';

export type VolumesService = ReturnType<typeof createVolumesService>;

/** The 36 volumes and their playlists of chapter videos. */
export function createVolumesService({ db, clock }: ServiceDeps, version: ContentVersion) {
  /** All volumes with whether each has a playlist, in one query. */
  async function listVolumes() {
    const rows = await volumesWithPlaylists(db);
    return rows.map((row) => ({
      id: row.volume_number as number,
      volume_number: row.volume_number as number,
      is_available: Boolean(row.is_available),
      has_playlist_data: row.playlist_volume != null,
      youtube_url: (row.youtube_url as string | null) ?? null,
    }));
  }

  /**
   * A volume's playlist as every member sees it (404 when it has none), in two indexed queries:
   * the route keeps it in the cache and adds each member's watched marks and last chapter, which
   * are keyed by chapter (`chapterKeys`, `indexes`: per item, never sent). `bytes` sizes it for
   * the cache's bound.
   */
  /**
   * A volume's published playlist in `lang`: a translation gives the titles and description (an
   * item's title by its video, so a source changed since keeps its new items, in the source's words).
   */
  async function getPlaylistContent(volume: number, lang: Language = SOURCE_LANGUAGE) {
    const [[playlist, videos], translated] = await Promise.all([
      publishedPlaylist(db, volume),
      readerTranslation(db, 'playlist', String(volume), lang),
    ]);
    if (!playlist) throw notFound(message('volume_no_playlist', { volume }));
    const translation = translated ? (JSON.parse(translated.content) as PlaylistUpload) : undefined;
    const titles = new Map(translation?.items.map((item) => [item.videoId, item.title]));
    const head = {
      volume_number: volume,
      playlistId: playlist.playlist_id as string,
      playlistTitle: translation?.playlistTitle ?? (playlist.playlist_title as string),
      description: translation?.description ?? (playlist.description as string),
      ...versionLanguage(lang, translation !== undefined),
    };
    const items = videos.map((v) => ({
      position: v.position,
      videoId: v.video_id,
      chapter_key: v.chapter_key ?? '',
      title: titles.get(v.video_id) ?? v.title,
      url: v.url,
      channelTitle: v.channel_title,
      thumbnail: v.thumbnail,
    }));
    return {
      head,
      items,
      chapterKeys: videos.map((v) => v.chapter_key ?? ''),
      indexes: videos.map((v) => (v.chapter_index == null ? null : Number(v.chapter_index))),
      bytes: JSON.stringify(head).length + JSON.stringify(items).length * 2,
    };
  }

  /** The chapter keys of the volume `userId` marked watched (one query on the primary key). */
  async function watchedIn(volume: number, userId: number): Promise<Set<string>> {
    const keys = await db('watched_videos')
      .where({ user_id: userId, volume_number: volume })
      .pluck('chapter_key');
    return new Set<string>(keys as string[]);
  }

  /**
   * Replaces a volume's playlist and videos in one transaction holding the volume's lock, so two
   * uploads of one volume never interleave (404 when the volume does not exist). Each item keeps
   * its chapter's identity (chapter-identity/), so members' data stays on the chapter it was
   * written for; answers what that did to members' data.
   */
  async function replacePlaylist(
    volume: number,
    upload: PlaylistUpload,
    audit?: AuditNote<PlaylistImpact>,
  ): Promise<PlaylistImpact> {
    return withVolumeLock(db, volume, async (trx) => {
      const impact = await replacePlaylistIn(trx, volume, upload);
      await audit?.(impact, trx);
      await version.bump(trx);
      return impact;
    });
  }

  /**
   * replacePlaylist's writes inside the caller's transaction, which holds the volume's lock
   * (publishing: a dry run or a revisioned upload); the caller raises the generation.
   */
  async function replacePlaylistIn(
    trx: Knex.Transaction,
    volume: number,
    upload: PlaylistUpload,
  ): Promise<PlaylistImpact> {
    refuseRepeatedKeys(upload);
    const { snapshot, impact } = await reconcileChapters(trx, volume, upload);
    await storePlaylist(trx, volume, snapshot, isoNow(clock));
    return impact;
  }

  /** Every playlist with its video count, for the admin list: one query, by volume. */
  async function listPlaylists() {
    return playlistsWithVideoCounts(db);
  }

  /**
   * Deletes a volume's playlist and its videos inside the caller's transaction holding the
   * volume's lock; 404 when it has none. Its chapters and members' data on them stay
   * (unpublished), to come back if a later upload has them. Returns the video count and the impact.
   */
  async function deletePlaylistIn(
    trx: Knex.Transaction,
    volume: number,
  ): Promise<{ videos: number; impact: PlaylistImpact }> {
    if (!(await hasPlaylist(trx, volume))) throw notFound(message('volume_no_playlist', { volume }));
    const impact = await unpublishingImpact(trx, volume);
    return { videos: await storePlaylist(trx, volume, null, isoNow(clock)), impact };
  }

  return {
    listVolumes,
    getPlaylistContent,
    watchedIn,
    replacePlaylist,
    replacePlaylistIn,
    listPlaylists,
    deletePlaylistIn,
  };
}

/** Two items naming one chapter `key` would make one chapter of two: 422, pointing at the second. */
function refuseRepeatedKeys(upload: PlaylistUpload): void {
  const seen = new Map<string, number>();
  const problems = upload.items.flatMap((item, i) => {
    if (item.key === undefined) return [];
    const first = seen.get(item.key);
    if (first === undefined) {
      seen.set(item.key, i);
      return [];
    }
    return [problem(`/items/${i}/key`, 'repeated_key', { pointer: `/items/${first}` })];
  });
  if (problems.length > 0) throw invalidBody(problems);
}
