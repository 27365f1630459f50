import type { Knex } from 'knex';
import type { PlaylistImpact } from '@camino/schemas/api/admin-content';
import type { PlaylistUpload } from '@camino/schemas/playlist';
import { parseChapterTitle } from '@camino/schemas/chapter-file-name';
import { invalidBody, message, notFound } from '../errors';
import { isoNow } from '../lib/clock';
import type { AuditNote } from './audit-service';
import { reconcileChapters, unpublishChapters } from './chapter-identity/chapter-catalog';
import type { ContentVersion } from './content-version';
import type { ServiceDeps } from './deps';
import { withVolumeLock } from './volume-lock';

interface VideoRow {
  position: number;
  video_id: string;
  title: string;
  url: string;
  channel_title: string;
  thumbnail: string;
  chapter_key: string | null;
  chapter_index: number | null;
}

export type VolumesService = ReturnType<typeof createVolumesService>;

/** The 36 volumes and their playlists of chapter videos. */
export function createVolumesService({ db, clock }: ServiceDeps, version: ContentVersion) {
  /** All volumes with whether each has a playlist, in one query. */
  async function listVolumes() {
    const rows = await db('volumes as v')
      .leftJoin('playlists as p', 'p.volume_number', 'v.volume_number')
      .select('v.volume_number', 'v.is_available', 'v.youtube_url', 'p.volume_number as playlist_volume')
      .orderBy('v.volume_number');
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
  async function getPlaylistContent(volume: number) {
    const [playlist, videos] = await Promise.all([
      db('playlists').where({ volume_number: volume }).first(),
      db('videos').where({ volume_number: volume }).orderBy('position') as Promise<VideoRow[]>,
    ]);
    if (!playlist) throw notFound(message('volume_no_playlist', { volume }));
    const head = {
      volume_number: volume,
      playlistId: playlist.playlist_id as string,
      playlistTitle: playlist.playlist_title as string,
      description: playlist.description as string,
    };
    const items = videos.map((v) => ({
      position: v.position,
      videoId: v.video_id,
      chapter_key: v.chapter_key ?? '',
      title: v.title,
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
    const now = isoNow(clock);
    const existing = await trx('playlists').where({ volume_number: volume }).first('created_at');
    await trx('videos').where({ volume_number: volume }).delete();
    await trx('playlists').where({ volume_number: volume }).delete();
    await trx('playlists').insert({
      volume_number: volume,
      playlist_id: upload.playlistId,
      playlist_title: upload.playlistTitle,
      description: upload.description,
      created_at: existing?.created_at ?? now,
      updated_at: now,
    });
    const { keys, impact } = await reconcileChapters(trx, volume, upload, now);
    await trx('videos').insert(
      upload.items.map((item, i) => ({
        volume_number: volume,
        position: i + 1,
        video_id: item.videoId,
        title: item.title,
        url: item.url,
        channel_title: item.channelTitle,
        thumbnail: item.thumbnail,
        chapter_index: parseChapterTitle(item.title)?.index ?? null,
        chapter_key: keys[i],
      })),
    );
    return impact;
  }

  /** Every playlist with its video count, for the admin list: one query, by volume. */
  async function listPlaylists() {
    const rows = await db('playlists as p')
      .leftJoin('videos as v', 'v.volume_number', 'p.volume_number')
      .groupBy('p.volume_number', 'p.playlist_title', 'p.created_at')
      .orderBy('p.volume_number')
      .select('p.volume_number', 'p.playlist_title', 'p.created_at', db.raw('count(v.id) as videos_count'));
    return rows.map((row) => ({
      volume_number: Number(row.volume_number),
      playlist_title: row.playlist_title as string,
      videos_count: Number(row.videos_count),
      created_at: row.created_at as string,
    }));
  }

  /**
   * Deletes a volume's playlist and its videos; 404 when it has none. Its chapters and members'
   * data on them stay (unpublished), to come back if a later upload has them. Returns the video
   * count and the impact.
   */
  async function deletePlaylist(
    volume: number,
    audit?: AuditNote<{ videos: number; impact: PlaylistImpact }>,
  ): Promise<{ videos: number; impact: PlaylistImpact }> {
    return withVolumeLock(db, volume, async (trx) => {
      const result = await deletePlaylistIn(trx, volume);
      await audit?.(result, trx);
      await version.bump(trx);
      return result;
    });
  }

  /** deletePlaylist's writes inside the caller's transaction holding the volume's lock. */
  async function deletePlaylistIn(
    trx: Knex.Transaction,
    volume: number,
  ): Promise<{ videos: number; impact: PlaylistImpact }> {
    const playlist = await trx('playlists').where({ volume_number: volume }).first('volume_number');
    if (!playlist) throw notFound(message('volume_no_playlist', { volume }));
    const videos = await trx('videos').where({ volume_number: volume }).delete();
    await trx('playlists').where({ volume_number: volume }).delete();
    return { videos, impact: await unpublishChapters(trx, volume) };
  }

  return {
    listVolumes,
    getPlaylistContent,
    watchedIn,
    replacePlaylist,
    replacePlaylistIn,
    listPlaylists,
    deletePlaylist,
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
    return [{ pointer: `/items/${i}/key`, message: `repeats the key of /items/${first}` }];
  });
  if (problems.length > 0) throw invalidBody(problems);
}
