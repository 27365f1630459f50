/**
 * Shapes of the dry run and the upload, shared by main (which talks to the server) and the
 * renderer (which shows them). They are this app's own; what the server answers is typed by the
 * API contract (schemas/src/api), never restated here.
 */
import type { Language } from '@camino/schemas/languages';
import type { Coded } from '@camino/schemas/messages/render-problem';
import type { TranslatableKind, TranslationStatus } from '@camino/schemas/translations/translatable';
import type { FailedFile, PlaylistImpact } from '@camino/schemas/api/admin-content';
import type { ApiResponse } from '@camino/schemas/api/routes';
import type { Problem } from './result';
import type { WorkspaceFile } from './workspace-types';

export type DryRunStatus = 'new' | 'changed' | 'unchanged' | 'removed' | 'blocked';

/**
 * Why a ZIP step cannot send its packed artifact: `packed/` has no such ZIP (`missing`), or the
 * ZIP no longer holds exactly the step's files (`stale`: `file` names the first that differs).
 * What is uploaded is always the packed file, so such a step is blocked until packed again.
 */
export interface PackIssue {
  state: 'missing' | 'stale';
  /** The volume to pack, or null for the themes ZIP. */
  volume: number | null;
  file?: string;
}

export type DryRunGroup =
  | 'playlist'
  | 'main'
  | 'optional'
  | 'gospel'
  | 'tema'
  | 'about'
  | 'news'
  | 'image'
  | 'buttons'
  | 'path'
  | 'translation';

/** One thing the server would receive: a chapter, a playlist, a gospel date, a tema, About or news. */
export interface DryRunItem {
  group: DryRunGroup;
  /** What it is: `1-2`, `Volumen 1`, `2025-03-02`, a tema title, `About`. */
  label: string;
  path: string;
  status: DryRunStatus;
  /** Why it is blocked, by code: another file of its upload has problems, or the server refused it. */
  reason?: Coded;
  /** Its own problems, when they block it. */
  problems?: Problem[];
  /** Blocked because its step's ZIP is not packed, or packed before the file changed. */
  pack?: PackIssue;
}

/** One item the server's dry run says a step would touch, with its field-level changes. */
export type ServerChange = NonNullable<ApiResponse<'POST /admin/about'>['changes']>[number];

export type UploadStepKind =
  | 'playlist'
  | 'main-zip'
  | 'optional-zip'
  | 'gospel'
  | 'temas-zip'
  | 'about'
  | 'news'
  | 'image'
  | 'button-evangelio'
  | 'button-topics'
  | 'delete-gospel'
  | 'delete-tema'
  | 'delete-main-file'
  | 'delete-optional-file'
  | 'path'
  | 'translation';

/**
 * The kinds of file whose deletion in the workspace the dry run offers as a removal on the server
 * (deletions.ts): gospel dates, themes and chapter files. The server keeps a deleted playlist,
 * About, news, image or buttons file's content.
 */
export const REMOVABLE_ON_SERVER: ReadonlySet<WorkspaceFile['kind']> = new Set([
  'gospel',
  'tema',
  'main',
  'optional',
]);

/** The dry-run table's group of each step kind (the confirmation counts chapters of both ZIPs as one). */
export const GROUP_OF_STEP: Record<UploadStepKind, DryRunGroup> = {
  playlist: 'playlist',
  'main-zip': 'main',
  'optional-zip': 'optional',
  gospel: 'gospel',
  'temas-zip': 'tema',
  about: 'about',
  news: 'news',
  image: 'image',
  'button-evangelio': 'buttons',
  'button-topics': 'buttons',
  'delete-gospel': 'gospel',
  'delete-tema': 'tema',
  'delete-main-file': 'main',
  'delete-optional-file': 'optional',
  path: 'path',
  translation: 'translation',
};

/** One request of the upload: which files it sends, with their hashes at dry-run time. */
export interface UploadStep {
  id: string;
  kind: UploadStepKind;
  /** The file name sent (`Vol_1_main.zip`, `Vol_1.json`) or the body's name (`About`). */
  label: string;
  volume: number | null;
  hashes: Record<string, string>;
  /** Something new or changed to send; steps with nothing to send are listed but skipped. */
  needed: boolean;
  /** Files with problems keep the step from running. */
  blocked: boolean;
  /**
   * What the server's own dry run (`?dry_run=1`) answered for this step's exact payload: every
   * item it would touch, field by field. Absent for a step not checked (nothing to send, or blocked).
   */
  serverChanges?: ServerChange[];
  /** A playlist step's effect on members' notes and progress, from the server's dry run. */
  impact?: PlaylistImpact;
  /** Why the server's dry run refused the payload, by code (the step is then blocked). */
  serverRefusal?: Coded;
  /** A ZIP step whose packed file is missing or older than its sources (the step is blocked). */
  pack?: PackIssue;
  /**
   * A deletion step: what it removes from the server (gospel dates, or one theme's title). Such
   * steps come from content pulled or uploaded from here that is no longer in the workspace.
   */
  deletes?: string[];
  /** A theme deletion's theme id on the server. */
  themeId?: number;
  /** The chapter index a chapter file deletion removes (its volume is `volume`). */
  chapterIndex?: number;
  /**
   * A translation step: the item it translates as the API names it, and its source's path in the
   * workspace (a successful upload records the translation as made from that source).
   */
  translation?: { kind: TranslatableKind; key: string; lang: Language; source: string };
  /**
   * The file this step sends changed on the server too (conflicts.ts): the step is blocked until
   * the admin keeps theirs, keeps mine or merges.
   */
  conflict?: { path: string };
  /** The server item's base the step is sent with (`?base=`): a stale one is refused, 409. */
  base?: string;
}

/** How the admin ends a conflict: the server's text, the workspace's, or a merged text. */
export type ConflictChoice = 'mine' | 'theirs' | 'merge';

/** Both sides of a conflicted file, for the merge view. */
export interface ConflictView {
  path: string;
  mine: string;
  theirs: string;
}

export interface DryRunReport {
  server: string;
  items: DryRunItem[];
  steps: UploadStep[];
  counts: Record<DryRunStatus, number>;
}

export interface StepResult {
  id: string;
  label: string;
  ok: boolean;
  /** The server's message (in the UI language it was asked in), or why the step failed in English. */
  message: string;
  /** Why the step failed, by code: the window writes it in its UI language. */
  reason?: Coded;
  processed?: number;
  unchanged?: number;
  /** The files the server refused, as its upload report names them. */
  failedFiles: FailedFile[];
  problems: Problem[];
  /** The server refused it: someone published the same item since (now a conflict to resolve). */
  conflict?: boolean;
}

export interface UploadProgress {
  done: number;
  total: number;
  /** The step being sent, or null when finished. */
  current: string | null;
}

export interface UploadOutcome {
  results: StepResult[];
}

export interface ConnectionInfo {
  server: string;
  username: string;
}

/** What the connect form sends; the password goes to the server and is then forgotten. */
export interface ConnectRequest {
  server: string;
  username: string;
  password: string;
  /**
   * The admin agreed to send the password over plain http to a non-local server. Without it,
   * connect fails with a problem at `/confirmInsecure` and the form asks.
   */
  confirmInsecure?: boolean;
}

/** Which parts of the live content to pull into the workspace. */
export interface PullRequest {
  /** Volumes whose playlist and main and optional chapter files are pulled. */
  volumes?: number[];
  temas?: boolean;
  /** Gospel months, `YYYY-MM`, each into `evangelios/{month}.json`. */
  gospelMonths?: string[];
  about?: boolean;
  news?: boolean;
  /** The featured image, into image.json. */
  image?: boolean;
  /** Both home buttons' settings, into buttons.json. */
  buttons?: boolean;
}

/**
 * What a pull did with one file. `added`/`updated`: written from the server; `same`: already
 * equal; `kept-local`: changed here only since the last pull or upload, left alone; `conflict`:
 * changed here and on the server, left alone (never overwritten silently).
 */
export type PullFileStatus = 'added' | 'updated' | 'same' | 'kept-local' | 'conflict';

export interface PullReport {
  server: string;
  files: Array<{ path: string; status: PullFileStatus }>;
  /** Things that could not be pulled (a hidden tema, a missing volume), with why. */
  /** Parts left out, each with why by code (the window writes it in the UI language). */
  skipped: Array<{ label: string; reason: Coded }>;
}

export interface PullProgress {
  done: number;
  total: number;
  /** What is being read, or null when finished. */
  current: string | null;
}

/**
 * Each translation's status on the server, by the workspace path of its source and language:
 * made from the source the server holds now (`current`), from an older one (`stale`), or none.
 */
export type ServerTranslations = Record<string, Partial<Record<Language, TranslationStatus>>>;
