// How content files and ZIPs are named, for the server's upload checks and the desktop app's
// workspace and packing alike. Volume numbers run from 1 to VOLUME_COUNT, written without
// leading zeros. Chapter file names (`{n}-{i}.json`, `{n}-{i}_o.json`) are in chapter-file-name.ts.
import type { ChapterFileName } from './chapter-file-name';
import { VOLUME_COUNT } from './constants';

/** A chapter file's kind: the main text or the optional study material. */
export type ChapterKind = ChapterFileName['kind'];

/** True for a whole volume number from 1 to VOLUME_COUNT. */
export const isVolumeNumber = (n: number): boolean => Number.isInteger(n) && n >= 1 && n <= VOLUME_COUNT;

/**
 * The ZIP of one volume's chapter files: `Vol_{n}_main.zip` or `Vol_{n}_optional.zip`. `volume`
 * may be a placeholder such as '{volume}' for a message.
 */
export const chapterZipName = (kind: ChapterKind, volume: number | string): string =>
  `Vol_${volume}_${kind}.zip`;

/** What a chapter ZIP must be called, for messages. */
export const CHAPTER_ZIP_NAME_RULE = `Vol_{n}_main.zip or Vol_{n}_optional.zip with n from 1 to ${VOLUME_COUNT}`;

const chapterZip = /^Vol_([0-9]{1,3})_(main|optional)\.zip$/i;

/**
 * The kind and volume a chapter ZIP's name says, or null for any other name or a volume out of
 * range. Case does not matter (`vol_3_MAIN.zip` is volume 3's main ZIP): names come from many
 * file systems.
 */
export function parseChapterZipName(fileName: string): { kind: ChapterKind; volume: number } | null {
  const match = chapterZip.exec(fileName);
  const volume = Number(match?.[1]);
  if (!match || !isVolumeNumber(volume)) return null;
  return { kind: match[2]!.toLowerCase() as ChapterKind, volume };
}

/**
 * A chapter file's name: `{n}-{i}.json` (main) or `{n}-{i}_o.json` (optional). `index` may be a
 * placeholder such as '{index}' for a message.
 */
export const chapterFileName = (kind: ChapterKind, volume: number, index: number | string): string =>
  `${volume}-${index}${kind === 'optional' ? '_o' : ''}.json`;

/** A volume's folder in the workspace, and the playlist file's base name: `Vol_{n}`. */
export const volumeName = (volume: number): string => `Vol_${volume}`;

/** The volume a `Vol_{n}` name (a folder, or a playlist file without `.json`) says, or null. */
export function parseVolumeName(name: string): number | null {
  const match = /^Vol_([1-9][0-9]*)$/.exec(name);
  const volume = Number(match?.[1]);
  return match && isVolumeNumber(volume) ? volume : null;
}

/** A volume's playlist file: `Vol_{n}.json`. */
export const playlistFileName = (volume: number): string => `${volumeName(volume)}.json`;

/** The volume a playlist file's name says (`Vol_{n}.json`), or null. */
export const parsePlaylistFileName = (name: string): number | null =>
  name.endsWith('.json') ? parseVolumeName(name.slice(0, -'.json'.length)) : null;

/**
 * The desktop workspace (docs/desktop-admin.md): one folder per content type of SPEC.md §3.
 * The server never sees these paths, but cross-file-rules.ts names them in its messages.
 */
export const workspacePaths = {
  playlist: (volume: number) => `playlists/${playlistFileName(volume)}`,
  chapter: (kind: ChapterKind, volume: number, index: number) =>
    `${kind}/${volumeName(volume)}/${chapterFileName(kind, volume, index)}`,
} as const;
