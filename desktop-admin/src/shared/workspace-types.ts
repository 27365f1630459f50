/**
 * The workspace as main describes it to the renderer: every content file with its kind, its
 * problems (placed at line:column) and whether it changed since its last successful upload.
 */
import type { Language } from '@camino/schemas/languages';
import type { Coded, Problem } from '@camino/schemas/messages/render-problem';
import type { TranslatableKind, TranslationStatus } from '@camino/schemas/translations/translatable';

/** The content types of SPEC.md §3, as files of the workspace layout (see docs/desktop-admin.md). */
export type ContentKind =
  | 'playlist'
  | 'main'
  | 'optional'
  | 'tema'
  /** A reading path (`paths/{id}.json`, schemas/src/path.ts). */
  | 'path'
  | 'gospel'
  | 'about'
  | 'news'
  | 'image'
  | 'buttons'
  /** A translation beside its source (`1-3.en.json`): see WorkspaceFile.translationOf. */
  | 'translation'
  | 'unknown';

/** One problem of one file (its pointer into the file: '' = the whole file), placed for the problems panel and the editor. */
export interface FileProblem extends Problem {
  /** Workspace-relative path with forward slashes, e.g. `main/Vol_1/1-2.json`. */
  file: string;
  line: number;
  column: number;
}

/**
 * - `never`: not uploaded from this workspace yet;
 * - `changed`: uploaded, but the content differs from what was uploaded last;
 * - `uploaded`: the same content as the last successful upload.
 */
export type UploadState = 'never' | 'changed' | 'uploaded';

export interface WorkspaceFile {
  path: string;
  kind: ContentKind;
  /** The volume (playlists and chapters) and chapter index (chapters), from the path. */
  volume: number | null;
  index: number | null;
  /** SHA-256 of the canonical content (JSON.stringify(JSON.parse(text)) for JSON). */
  hash: string;
  problems: FileProblem[];
  uploadState: UploadState;
  /** A translation file's source (its path), language and the API's kind of item. */
  translationOf?: { source: string; lang: Language; kind: TranslatableKind };
  /** A translatable source's translations, one per translation language, as this workspace tells them. */
  translations?: LocalTranslation[];
}

/**
 * A source's translation in one language, offline: `missing` (no file beside it), `current`
 * (made from the source as it is now) or `stale` (made from an earlier source, or not known to be
 * made from this one). "Made from" is the source's hash recorded in `.camino-state.json` when the
 * translation was created, pulled or published (workspace-state.ts).
 */
export interface LocalTranslation {
  lang: Language;
  path: string;
  status: TranslationStatus;
}

export interface VolumeSummary {
  volume: number;
  hasPlaylist: boolean;
  mainCount: number;
  optionalCount: number;
  problemCount: number;
}

export interface WorkspaceSnapshot {
  root: string;
  /** The folder's name, for the title bar. */
  name: string;
  files: WorkspaceFile[];
  /** Every file's problems in one list, sorted by file then line. */
  problems: FileProblem[];
  /**
   * Warnings that block nothing (Bible references the shared parser cannot read), sorted as
   * `problems`; absent in snapshots made before they existed.
   */
  warnings?: FileProblem[];
  volumes: VolumeSummary[];
  /** True in a sample workspace (it holds the `.camino-sample` marker): the header says so. */
  sample?: boolean;
}

/** What importing a chapter ZIP did. */
export interface ImportReport {
  snapshot: WorkspaceSnapshot;
  imported: string[];
  /** Entries left out, each with why by code (the window writes it in the UI language). */
  skipped: Array<{ name: string; reason: Coded }>;
}

/** What packing a volume wrote. */
export interface PackReport {
  /** The volume packed, or null for the themes ZIP. */
  volume: number | null;
  zips: Array<{ name: string; path: string; entries: string[]; bytes: number }>;
}
