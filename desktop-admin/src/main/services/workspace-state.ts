import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { classifyPath, STATE_FILE } from './workspace-layout';

/**
 * `.camino-state.json`: for each file, the content hash at its last successful upload. It holds
 * no secrets (the session token lives only in main's memory) and may be deleted: every file
 * then counts as never uploaded, and the dry run still compares against the server itself.
 */
export interface WorkspaceState {
  version: 1;
  uploaded: Record<string, StateEntry>;
  /**
   * For each translation file, the content hash of its source when the translation was created
   * here, pulled or published: the source changed since when its hash differs (offline status).
   */
  madeFrom?: Record<string, string>;
  /**
   * Files changed both here and on the server (a pull found them so, or the server refused a
   * publish from a stale base), with the server's text and base: the dry run blocks their step
   * until the admin resolves them (conflicts.ts).
   */
  conflicts?: Record<string, ConflictEntry>;
}

/** The server's side of a conflicted file when it was found. */
export interface ConflictEntry {
  theirs: string;
  /** The server item's base for that text: a write over it sends this base. */
  base: string;
}

export interface StateEntry {
  hash: string;
  at: string;
  server: string;
  /**
   * What the file held on the server at that time, for a file whose items can be deleted there:
   * a gospel file's dates, a theme's title. An item gone from the workspace since then is
   * offered as a deletion step (deletions.ts).
   */
  keys?: string[];
  /**
   * The server item's base (GET /admin/content-item) when the file was last pulled or published,
   * for a file whose item takes one: the publish sends it, so the server refuses to overwrite a
   * change made there since.
   */
  base?: string;
}

/** The items of a file the server can delete one by one: gospel dates, a theme's title. */
export function contentKeys(file: string, text: string): string[] | undefined {
  if (!file.startsWith('evangelios/') && !file.startsWith('temas/')) return undefined;
  // A theme's translation names no theme of the server's: its title is the English one.
  if (classifyPath(file).kind === 'translation') return undefined;
  try {
    const value = JSON.parse(text) as unknown;
    if (file.startsWith('temas/')) {
      const title = (value as { title?: unknown })?.title;
      return typeof title === 'string' ? [title] : [];
    }
    const entries = Array.isArray(value) ? value : [value];
    return entries
      .map((e) => (e as { date?: unknown })?.date)
      .filter((d): d is string => typeof d === 'string');
  } catch {
    return [];
  }
}

const empty = (): WorkspaceState => ({ version: 1, uploaded: {} });

export async function readState(root: string): Promise<WorkspaceState> {
  try {
    const parsed = JSON.parse(await readFile(path.join(root, STATE_FILE), 'utf8')) as Partial<WorkspaceState>;
    if (parsed && parsed.version === 1 && parsed.uploaded && typeof parsed.uploaded === 'object') {
      const madeFrom = parsed.madeFrom && typeof parsed.madeFrom === 'object' ? parsed.madeFrom : undefined;
      const conflicts =
        parsed.conflicts && typeof parsed.conflicts === 'object' ? parsed.conflicts : undefined;
      return {
        version: 1,
        uploaded: parsed.uploaded,
        ...(madeFrom ? { madeFrom } : {}),
        ...(conflicts ? { conflicts } : {}),
      };
    }
  } catch {
    // Missing or unreadable: start afresh (the state is a cache of what was sent, not content).
  }
  return empty();
}

/** Records successful uploads; written to a temporary file first so a crash never leaves half a file. */
export async function recordUploads(
  root: string,
  server: string,
  hashes: Record<string, string>,
  keys: Record<string, string[] | undefined> = {},
  now: Date = new Date(),
  bases: Record<string, string | undefined> = {},
): Promise<WorkspaceState> {
  const state = await readState(root);
  for (const [file, hash] of Object.entries(hashes)) {
    const held = keys[file];
    const base = bases[file];
    state.uploaded[file] = {
      hash,
      at: now.toISOString(),
      server,
      ...(held ? { keys: held } : {}),
      ...(base ? { base } : {}),
    };
  }
  return writeState(root, state);
}

/** Records which source hash each translation file (by path) was made from. */
export async function recordMadeFrom(
  root: string,
  madeFrom: Record<string, string>,
): Promise<WorkspaceState> {
  const state = await readState(root);
  state.madeFrom = { ...state.madeFrom, ...madeFrom };
  return writeState(root, state);
}

/**
 * After a deletion step: the deleted items are no longer on the server, so no file's entry
 * names them; an entry of a file gone from the workspace with nothing left to name is dropped.
 */
export async function forgetDeleted(
  root: string,
  deleted: string[],
  exists: (file: string) => boolean,
): Promise<WorkspaceState> {
  const state = await readState(root);
  const gone = new Set(deleted);
  for (const [file, entry] of Object.entries(state.uploaded)) {
    // A chapter file is its own key: its deletion names its path.
    if (!entry.keys) {
      if (gone.has(file) && !exists(file)) delete state.uploaded[file];
      continue;
    }
    const kept = entry.keys.filter((k) => !gone.has(k));
    if (kept.length === 0 && !exists(file)) delete state.uploaded[file];
    else state.uploaded[file] = { ...entry, keys: kept };
  }
  return writeState(root, state);
}

export async function writeState(root: string, state: WorkspaceState): Promise<WorkspaceState> {
  const target = path.join(root, STATE_FILE);
  const temporary = `${target}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(state, null, 2)}\n`, 'utf8');
  await rename(temporary, target);
  return state;
}
