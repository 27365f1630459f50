/**
 * Creating, renaming and deleting workspace files: what the renderer asks
 * and main answers. Main decides every path from the shared naming rules; the renderer only
 * names the kind and the numbers or the name.
 */
import type { WorkspaceSnapshot } from './workspace-types';

/** The kinds a new file can start from a template of. */
export type NewFileKind = 'playlist' | 'main' | 'optional' | 'tema' | 'gospel';

export interface NewFileRequest {
  kind: NewFileKind;
  /** Playlists and chapters. */
  volume?: number;
  /** Chapters. */
  index?: number;
  /** A tema's file name without `.json` (letters, digits, `-`, `_`). */
  name?: string;
  /** A gospel month, `YYYY-MM`. */
  month?: string;
}

/** What creating a file answers: the revalidated workspace and the new file's path. */
export interface NewFileResult {
  snapshot: WorkspaceSnapshot;
  path: string;
}

/** Sent after files change on disk (any program), a little after the last change. */
export interface WorkspaceChanged {
  root: string;
}
