import type { Knex } from 'knex';
import { parseChapterTitle } from '@camino/schemas/chapter-file-name';
import { isoNow, systemClock, type Clock } from '../../../lib/clock';
import { lockVolume } from '../../volume-lock';
import type { KindAdapter } from '../types';
import { latest, lockForRead, volumeOfKey } from './volume-keys';

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

/**
 * Restores a volume's playlist exactly: its row, its videos in order and each chapter's place
 * (chapters left out become unpublished; their members' data stays, as a playlist delete leaves
 * it). Chapter rows are never deleted, so every key a snapshot names still has its row, or gets
 * one back with the title and video the snapshot shows.
 */
export function createPlaylistAdapter(clock: Clock = systemClock): KindAdapter {
  async function write(trx: Knex.Transaction, key: string, content: unknown | null): Promise<void> {
    const volume = volumeOfKey('playlist', key);
    await lockVolume(trx, volume);
    const now = isoNow(clock);
    const existing = await trx('playlists').where({ volume_number: volume }).first('created_at');
    await trx('videos').where({ volume_number: volume }).delete();
    await trx('playlists').where({ volume_number: volume }).delete();
    await trx('chapters').where({ volume_number: volume }).update({ position: null });
    if (content === null) return;
    const snapshot = content as PlaylistSnapshot;
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
  }

  function summary(before: unknown | null, after: unknown | null): string {
    const count = (s: unknown | null) => (s === null ? 0 : (s as PlaylistSnapshot).items.length);
    if (after === null) return `playlist deleted (${count(before)} videos)`;
    return `playlist of ${count(after)} videos`;
  }

  /** A volume's uploads and its reverts take turns (volume-lock.ts). */
  const lock = (trx: Knex.Transaction, key: string) => lockVolume(trx, volumeOfKey('playlist', key));

  return { kind: 'playlist', read, write, summary, lock };
}
