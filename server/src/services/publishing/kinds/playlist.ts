import type { Knex } from 'knex';
import { parseChapterTitle } from '@camino/schemas/chapter-file-name';
import { isoNow, systemClock, type Clock } from '../../../lib/clock';
import { lockVolume } from './volume-lock';
import type { KindAdapter } from '../types';
import { latest, lockForRead, volumeOfKey } from './volume-keys';
import { message } from '@camino/schemas/messages/render-message';
import { summaryOf } from '@camino/schemas/publishing/revision-summary';

/** One video of a stored playlist: the upload's fields, its chapter's key and explicit key. */
export interface PlaylistSnapshotItem {
  title: string;
  videoId: string;
  url: string;
  channelTitle: string;
  thumbnail: string;
  /** The chapter's last explicit key (the upload's `key`), when it has one. */
  key?: string;
  /** The chapter identity (schemas/README.md, "Chapter identity") the video shows. */
  chapter_key: string;
}

/**
 * A volume's stored playlist as a revision keeps it: the upload's fields plus each item's chapter
 * key, so a restore puts every video back on its own chapter and members' notes, marks and
 * positions follow (a re-upload would re-match by video and title and could pick another).
 */
export interface PlaylistSnapshot {
  playlistId: string;
  playlistTitle: string;
  description: string;
  items: PlaylistSnapshotItem[];
}

type Reader = Knex | Knex.Transaction;

async function read(db: Reader, key: string): Promise<PlaylistSnapshot | null> {
  const volume = volumeOfKey('playlist', key);
  await lockForRead(db, volume);
  const playlist = await latest(db, db('playlists').where({ volume_number: volume })).first();
  if (!playlist) return null;
  const videos = await latest(
    db,
    db('videos as v')
      .leftJoin('chapters as c', function () {
        this.on('c.volume_number', 'v.volume_number').andOn('c.chapter_key', 'v.chapter_key');
      })
      .where('v.volume_number', volume)
      .orderBy('v.position')
      .select(
        'v.title',
        'v.video_id',
        'v.url',
        'v.channel_title',
        'v.thumbnail',
        'v.chapter_key',
        'c.explicit_key',
      ),
  );
  return {
    playlistId: playlist.playlist_id as string,
    playlistTitle: playlist.playlist_title as string,
    description: playlist.description as string,
    items: (videos as Array<Record<string, string | null>>).map((v) => ({
      title: v.title!,
      videoId: v.video_id!,
      url: v.url!,
      channelTitle: v.channel_title!,
      thumbnail: v.thumbnail!,
      ...(v.explicit_key ? { key: v.explicit_key } : {}),
      chapter_key: v.chapter_key ?? '',
    })),
  };
}

/** A volume's stored playlist as a revision keeps it, or null. */
export const playlistSnapshot = (db: Reader, volume: number): Promise<PlaylistSnapshot | null> =>
  read(db, String(volume));

/** Whether the volume has a playlist (read in the writer's transaction, before a delete). */
export async function hasPlaylist(db: Reader, volume: number): Promise<boolean> {
  return Boolean(await db('playlists').where({ volume_number: volume }).first('volume_number'));
}

/** A chapter row as the volume stores it: what matching an upload's items against it reads. */
export interface StoredChapter {
  chapter_key: string;
  video_id: string;
  title: string;
  explicit_key: string | null;
  position: number | null;
  chapter_index: number | null;
}

/** Every chapter row of the volume, published or not (the identities an upload is matched to). */
export async function storedChapters(db: Reader, volume: number): Promise<StoredChapter[]> {
  return (await db('chapters')
    .where({ volume_number: volume })
    .select(
      'chapter_key',
      'video_id',
      'title',
      'explicit_key',
      'position',
      'chapter_index',
    )) as StoredChapter[];
}

/**
 * Stores a volume's playlist exactly as `snapshot` says, in the caller's transaction, which holds
 * the volume's lock: its row, its videos in order and each chapter's place (chapters left out
 * become unpublished; their members' data stays). Chapter rows are never deleted, so every key a
 * snapshot names still has its row, or gets one back with the title and video the snapshot shows.
 * Null deletes the playlist. Answers how many videos the volume had before.
 */
export async function storePlaylist(
  trx: Knex.Transaction,
  volume: number,
  snapshot: PlaylistSnapshot | null,
  now: string,
): Promise<number> {
  const existing = await trx('playlists').where({ volume_number: volume }).first('created_at');
  const removed = await trx('videos').where({ volume_number: volume }).delete();
  await trx('playlists').where({ volume_number: volume }).delete();
  await trx('chapters').where({ volume_number: volume }).update({ position: null });
  if (snapshot === null) return removed;
  await trx('playlists').insert({
    volume_number: volume,
    playlist_id: snapshot.playlistId,
    playlist_title: snapshot.playlistTitle,
    description: snapshot.description,
    created_at: existing?.created_at ?? now,
    updated_at: now,
  });
  const rows = snapshot.items.map((item, i) => ({
    item,
    position: i + 1,
    index: parseChapterTitle(item.title)?.index ?? null,
  }));
  // 100 rows per statement: a few statements for a volume, far under SQLite's bound-variable limit.
  for (let i = 0; i < rows.length; i += 100) {
    const chunk = rows.slice(i, i + 100);
    await trx('chapters')
      .insert(
        chunk.map(({ item, position, index }) => ({
          volume_number: volume,
          chapter_key: item.chapter_key,
          video_id: item.videoId,
          title: item.title,
          explicit_key: item.key ?? null,
          chapter_index: index,
          position,
          updated_at: now,
        })),
      )
      .onConflict(['volume_number', 'chapter_key'])
      .merge(['video_id', 'title', 'explicit_key', 'chapter_index', 'position', 'updated_at']);
    await trx('videos').insert(
      chunk.map(({ item, position, index }) => ({
        volume_number: volume,
        position,
        video_id: item.videoId,
        title: item.title,
        url: item.url,
        channel_title: item.channelTitle,
        thumbnail: item.thumbnail,
        chapter_index: index,
        chapter_key: item.chapter_key,
      })),
    );
  }
  return removed;
}

/** A volume's playlist as a revision restores it: storePlaylist under the volume's lock. */
export function createPlaylistAdapter(clock: Clock = systemClock): KindAdapter {
  async function write(trx: Knex.Transaction, key: string, content: unknown | null): Promise<void> {
    const volume = volumeOfKey('playlist', key);
    await lockVolume(trx, volume);
    await storePlaylist(trx, volume, content as PlaylistSnapshot | null, isoNow(clock));
  }

  function summary(before: unknown | null, after: unknown | null): string {
    const count = (s: unknown | null) => (s === null ? 0 : (s as PlaylistSnapshot).items.length);
    if (after === null) return summaryOf(message('summary_playlist_deleted', { count: count(before) }));
    return summaryOf(message('summary_playlist', { count: count(after) }));
  }

  /** A volume's uploads and its reverts take turns (volume-lock.ts). */
  const lock = (trx: Knex.Transaction, key: string) => lockVolume(trx, volumeOfKey('playlist', key));

  return { kind: 'playlist', read, write, summary, lock };
}
