// A volume whose playlist an admin uploads and re-uploads shifted, for the member-data tests and
// the member-writes load: the chapters keep their identity (their first video id) through every
// upload, and the shifted playlist puts a new first chapter before them all.
import type { PlaylistUpload } from '@camino/schemas/playlist';

/** The key chapter `n` (from 1) of the volume keeps: its video id at the first upload. */
export const chapterKeyOf = (volume: number, n: number) => `v${volume}c${n}`;

/** The chapter the shifted playlist inserts first. */
export const introKeyOf = (volume: number) => `v${volume}intro`;

/**
 * The volume's playlist of `chapters` chapters, each titled `{volume}-{index}. …` by its place:
 * the original order, or `shifted` with the intro chapter first (every chapter one index later).
 */
export function memberVolumePlaylist(volume: number, chapters: number, shifted = false): PlaylistUpload {
  const videos = Array.from({ length: chapters }, (_, i) => chapterKeyOf(volume, i + 1));
  const all = shifted ? [introKeyOf(volume), ...videos] : videos;
  return {
    playlistId: `PLmember${volume}`,
    playlistTitle: `Camino - Volumen ${volume}`,
    description: '',
    items: all.map((videoId, i) => ({
      title: `${volume}-${i + 1}. Capítulo ${videoId}`,
      videoId,
      url: `https://www.youtube.com/watch?v=${videoId}`,
      channelTitle: 'Camino',
      thumbnail: '',
    })),
  };
}

/** The multipart upload of a playlist, for fetch (the admin panel's request). */
export function playlistForm(volume: number, playlist: PlaylistUpload): FormData {
  const form = new FormData();
  form.append(
    'file',
    new Blob([JSON.stringify(playlist)], { type: 'application/json' }),
    `Vol_${volume}.json`,
  );
  return form;
}
