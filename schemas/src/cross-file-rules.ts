// Content rules that only show when files are looked at together: the desktop app checks them
// across its workspace, the server where one upload holds several files (a ZIP of temas, a
// gospel file of many dates). Pure functions over already-validated data; no I/O.
import { parseChapterTitle } from './chapter-file-name';
import { workspacePaths } from './file-naming';
import type { GospelEntry } from './gospel-entry';
import type { PlaylistUpload } from './playlist';
import type { PathFile } from './path';
import type { TemaUpload } from './tema';
import { problem, type Problem } from './messages/render-problem';

/** A date that a later entry repeats: where it is, and where it was first. */
export type RepeatedDate = {
  name: string;
  position: number;
  date: string;
  firstName: string;
  firstPosition: number;
};

/**
 * The Gospel page shows one entry per date, so a date may appear once across `files` (in order,
 * each with its entries' dates). Returns every later appearance.
 */
export function repeatedDates(files: Array<{ name: string; dates: string[] }>): RepeatedDate[] {
  const first = new Map<string, { name: string; position: number }>();
  const repeats: RepeatedDate[] = [];
  for (const { name, dates } of files) {
    dates.forEach((date, position) => {
      const seen = first.get(date);
      if (!seen) first.set(date, { name, position });
      else repeats.push({ name, position, date, firstName: seen.name, firstPosition: seen.position });
    });
  }
  return repeats;
}

/**
 * Tema titles used by more than one file, with those files' names: a tema is replaced by title,
 * so two files with one title would silently keep only one.
 */
export function repeatedTitles(files: Array<{ name: string; title: string }>): Map<string, string[]> {
  const byTitle = new Map<string, string[]>();
  for (const { name, title } of files) byTitle.set(title, [...(byTitle.get(title) ?? []), name]);
  return new Map([...byTitle].filter(([, names]) => names.length > 1));
}

/** A content file as the workspace check sees it, after its own schema check. */
export interface CrossFileInput {
  path: string;
  kind: string;
  volume: number | null;
  index: number | null;
  /** Whether the schema accepted `data`, so a rule may read it with its type. */
  schemaValid: boolean;
  data: unknown;
}

/** Problems per file path. */
export type CrossFileProblems = Map<string, Problem[]>;

function add(map: CrossFileProblems, path: string, problem: Problem) {
  map.set(path, [...(map.get(path) ?? []), problem]);
}

/**
 * Chapters and playlists must agree: a chapter file without a video in its volume's playlist is
 * a problem (the reader could never open it), and so is a video whose chapter has no main file
 * (the reader would show an empty chapter). A playlist with its own problems is not compared.
 */
function chapterRules(files: CrossFileInput[], out: CrossFileProblems) {
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
        add(
          out,
          file.path,
          problem(`/items/${position}/title`, 'no_main_file', {
            path: workspacePaths.chapter('main', volume, chapter.index),
          }),
        );
      }
    });
    videoIndexes.set(volume, indexes);
  }

  for (const file of chapters) {
    const volume = file.volume!;
    const playlist = playlists.get(volume);
    const playlistPath = workspacePaths.playlist(volume);
    if (!playlist) {
      add(out, file.path, problem('', 'no_playlist', { volume, path: playlistPath, index: file.index! }));
    } else if (playlist.schemaValid && !videoIndexes.get(volume)?.has(file.index!)) {
      add(
        out,
        file.path,
        problem('/info/index', 'no_video', { volume, index: file.index!, path: playlistPath }),
      );
    }
  }
}

/** A date may appear in one gospel file only (a file holds one entry or an array of them). */
function gospelRules(files: CrossFileInput[], out: CrossFileProblems) {
  const gospelFiles = files
    .filter((f) => f.kind === 'gospel' && f.schemaValid)
    .map((f) => ({
      single: !Array.isArray(f.data),
      path: f.path,
      entries: [f.data].flat() as GospelEntry[],
    }));
  const single = new Set(gospelFiles.filter((f) => f.single).map((f) => f.path));
  const repeats = repeatedDates(
    gospelFiles.map((f) => ({ name: f.path, dates: f.entries.map((e) => e.date) })),
  );
  // Within one file the schema check (gospel-upload.ts) already reports a repeat.
  for (const repeat of repeats.filter((r) => r.firstName !== r.name)) {
    const pointer = single.has(repeat.name) ? '/date' : `/${repeat.position}/date`;
    add(
      out,
      repeat.name,
      problem(pointer, 'repeated_file_date', { date: repeat.date, file: repeat.firstName }),
    );
  }
}

/** The server refuses every file of a ZIP that shares a tema title with another. */
function temaRules(files: CrossFileInput[], out: CrossFileProblems) {
  const temas = files
    .filter((f) => f.kind === 'tema' && f.schemaValid)
    .map((f) => ({ name: f.path, title: (f.data as TemaUpload).title }));
  for (const [title, paths] of repeatedTitles(temas)) {
    for (const path of paths) {
      const others = paths.filter((p) => p !== path).join(', ');
      add(out, path, problem('/title', 'repeated_title', { title, others }));
    }
  }
}

/**
 * The chapters a path names that are not published, each as a problem at its place in the file:
 * a member could never finish that day. `published(volume, index)` says whether a chapter is
 * (the desktop workspace: a main file exists; the server: the chapter is in its playlist).
 */
export function missingPathChapters(
  path: PathFile,
  published: (volume: number, index: number) => boolean,
): Problem[] {
  return path.days.flatMap((day, d) =>
    (day.chapters ?? [])
      .map((chapter, c) => ({ ...chapter, c }))
      .filter(({ volume, index }) => !published(volume, index))
      .map(({ volume, index, c }) =>
        problem(`/days/${d}/chapters/${c}`, 'path_chapter_missing', { volume, index }),
      ),
  );
}

/** A path's chapters must have a main file in the workspace, and a path id is used by one file. */
function pathRules(files: CrossFileInput[], out: CrossFileProblems) {
  const mains = new Set(files.filter((f) => f.kind === 'main').map((f) => `${f.volume}-${f.index}`));
  const paths = files.filter((f) => f.kind === 'path' && f.schemaValid);
  for (const file of paths) {
    for (const found of missingPathChapters(file.data as PathFile, (v, i) => mains.has(`${v}-${i}`))) {
      add(out, file.path, found);
    }
  }
  const byId = new Map<string, string[]>();
  for (const file of paths) {
    const id = (file.data as PathFile).id;
    byId.set(id, [...(byId.get(id) ?? []), file.path]);
  }
  for (const [id, names] of byId) {
    if (names.length < 2) continue;
    for (const name of names) {
      add(
        out,
        name,
        problem('/id', 'path_repeated_id', { id, others: names.filter((n) => n !== name).join(', ') }),
      );
    }
  }
}

/** Every rule across files; files are taken in path order, so "first" is stable. */
export function crossFileProblems(files: CrossFileInput[]): CrossFileProblems {
  const sorted = [...files].sort((a, b) => a.path.localeCompare(b.path));
  const out: CrossFileProblems = new Map();
  chapterRules(sorted, out);
  gospelRules(sorted, out);
  temaRules(sorted, out);
  pathRules(sorted, out);
  return out;
}
