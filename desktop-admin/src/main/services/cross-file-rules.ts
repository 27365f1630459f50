import { parseChapterTitle } from '@camino/schemas/chapter-file-name';
import type { GospelEntry } from '@camino/schemas/gospel-entry';
import type { PlaylistUpload } from '@camino/schemas/playlist';
import type { TemaUpload } from '@camino/schemas/tema';
import type { Problem } from '@camino/schemas/validator';
import type { CheckedFile } from './validate-file';
import { mainPath, playlistPath } from './workspace-layout';

/** Problems per file path that only show when files are looked at together. */
export type CrossFileProblems = Map<string, Problem[]>;

function add(map: CrossFileProblems, path: string, problem: Problem) {
  map.set(path, [...(map.get(path) ?? []), problem]);
}

/**
 * Chapters and playlists must agree: a chapter file without a video in its volume's playlist is
 * a problem (the reader could never open it), and so is a video whose chapter has no main file
 * (the reader would show an empty chapter). A playlist with its own problems is not compared.
 */
function chapterRules(files: CheckedFile[], out: CrossFileProblems) {
  const playlists = new Map(
    files.filter((f) => f.kind === 'playlist' && f.volume).map((f) => [f.volume!, f]),
  );
  const chapters = files.filter((f) => (f.kind === 'main' || f.kind === 'optional') && f.volume && f.index);
  const mainIndexes = new Map<number, Set<number>>();
  for (const file of chapters.filter((f) => f.kind === 'main')) {
    mainIndexes.set(file.volume!, (mainIndexes.get(file.volume!) ?? new Set()).add(file.index!));
  }

  const videoIndexes = new Map<number, Set<number>>();
  for (const [volume, file] of playlists) {
    if (!file.schemaValid) continue;
    const indexes = new Set<number>();
    (file.data as PlaylistUpload).items.forEach((item, position) => {
      const chapter = parseChapterTitle(item.title);
      if (!chapter || chapter.volume !== volume) return;
      indexes.add(chapter.index);
      if (!mainIndexes.get(volume)?.has(chapter.index)) {
        add(out, file.path, {
          pointer: `/items/${position}/title`,
          message: `has no main file ${mainPath(volume, chapter.index)}`,
        });
      }
    });
    videoIndexes.set(volume, indexes);
  }

  for (const file of chapters) {
    const volume = file.volume!;
    const playlist = playlists.get(volume);
    if (!playlist) {
      add(out, file.path, {
        pointer: '',
        message: `volume ${volume} has no playlist: add ${playlistPath(volume)} with a video titled '${volume}-${file.index}. …'`,
      });
    } else if (playlist.schemaValid && !videoIndexes.get(volume)?.has(file.index!)) {
      add(out, file.path, {
        pointer: '/info/index',
        message: `chapter ${volume}-${file.index} has no video in ${playlistPath(volume)} (no title starting '${volume}-${file.index}. ')`,
      });
    }
  }
}

/** The Gospel page shows one entry per date, so a date may appear in one gospel file only. */
function gospelRules(files: CheckedFile[], out: CrossFileProblems) {
  const firstFile = new Map<string, string>();
  for (const file of files.filter((f) => f.kind === 'gospel' && f.schemaValid)) {
    const single = !Array.isArray(file.data);
    const entries = (single ? [file.data] : file.data) as GospelEntry[];
    entries.forEach((entry, i) => {
      const first = firstFile.get(entry.date);
      if (first === undefined) firstFile.set(entry.date, file.path);
      else if (first !== file.path) {
        add(out, file.path, {
          pointer: single ? '/date' : `/${i}/date`,
          message: `repeats the date ${entry.date} of ${first}`,
        });
      }
    });
  }
}

/** The server refuses every file of a ZIP that shares a tema title with another. */
function temaRules(files: CheckedFile[], out: CrossFileProblems) {
  const byTitle = new Map<string, string[]>();
  for (const file of files.filter((f) => f.kind === 'tema' && f.schemaValid)) {
    const title = (file.data as TemaUpload).title;
    byTitle.set(title, [...(byTitle.get(title) ?? []), file.path]);
  }
  for (const [title, paths] of byTitle) {
    if (paths.length < 2) continue;
    for (const path of paths) {
      const others = paths.filter((p) => p !== path).join(', ');
      add(out, path, { pointer: '/title', message: `the title '${title}' is also used by ${others}` });
    }
  }
}

/** Every rule across files; files are taken in path order, so "first" is stable. */
export function crossFileProblems(files: CheckedFile[]): CrossFileProblems {
  const sorted = [...files].sort((a, b) => a.path.localeCompare(b.path));
  const out: CrossFileProblems = new Map();
  chapterRules(sorted, out);
  gospelRules(sorted, out);
  temaRules(sorted, out);
  return out;
}
