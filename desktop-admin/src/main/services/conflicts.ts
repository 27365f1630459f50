import { coded } from '@camino/schemas/messages/render-problem';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { fail, ok, type Result } from '../../shared/result';
import type { ConflictChoice, ConflictView } from '../../shared/server-types';
import type { AdminClient, ApiResult } from './admin-client';
import { ServerCallError } from './server-read';
import { fileHash } from './validate-workspace';
import { resolveInside } from './workspace-files';
import { readState, writeState, type ConflictEntry, type WorkspaceState } from './workspace-state';

/**
 * The workspace files whose server item takes a base when published (`?base=`), by the item the
 * server names: a publish from here sends the base the file was pulled or published at, and the
 * server refuses it (409 stale_base) when another admin changed the item since.
 */
const BASE_ITEMS = { 'about.md': { kind: 'about', key: 'about' } } as const;

export const baseItemOf = (file: string) => BASE_ITEMS[file as keyof typeof BASE_ITEMS] ?? null;

/** The file's text from the stored item: About is stored as `{content}`, the file is the Markdown. */
function fileTextOf(content: unknown): string | null {
  const about = content as { content?: unknown } | null;
  return typeof about?.content === 'string' ? about.content : null;
}

/**
 * The item of a base-taking file as the server holds it now, in one read: its text for the file
 * (null while absent) and its base, so the two always belong together.
 */
export async function serverItem(
  client: AdminClient,
  file: string,
): Promise<{ text: string | null; base: string }> {
  const item = baseItemOf(file);
  if (!item) throw new Error(`No server item with a base for ${file}`);
  const result = await client.send('GET /admin/content-item', { query: item });
  if (!result.ok) throw new ServerCallError(result, 'GET /api/admin/content-item');
  return { text: fileTextOf(result.body.content), base: result.body.hash };
}

/** Whether the server refused a write because its base is stale (someone published meanwhile). */
export const isStaleBase = (result: ApiResult<unknown>): boolean =>
  !result.ok && result.status === 409 && result.problems.some((p) => p.code === 'stale_base');

/** Records what the server holds of a file changed on both sides; the workspace file is left alone. */
export async function recordConflict(root: string, file: string, entry: ConflictEntry): Promise<void> {
  const state = await readState(root);
  state.conflicts = { ...state.conflicts, [file]: entry };
  await writeState(root, state);
}

/** Forgets the conflicts of these files (a pull found them in step again). */
export async function clearConflicts(root: string, files: readonly string[]): Promise<void> {
  const state = await readState(root);
  if (!state.conflicts || !files.some((f) => f in state.conflicts!)) return;
  for (const file of files) delete state.conflicts[file];
  await writeState(root, state);
}

/** A conflicted file's two sides, for the merge view. */
export async function conflictView(root: string, file: string): Promise<Result<ConflictView>> {
  const entry = (await readState(root)).conflicts?.[file];
  const absolute = resolveInside(root, file);
  if (!entry || !absolute) return fail(coded('no_conflict'), '/path');
  const mine = await readFile(absolute, 'utf8').catch(() => '');
  return ok({ path: file, mine, theirs: entry.theirs });
}

/**
 * Ends a conflict as the admin chose. Theirs: the file becomes the server's text, in step with it.
 * Mine, or a merged text: the file keeps (or becomes) that text and is recorded as last in step
 * with the server's text at the server's base, so the dry run offers it as a change that replaces
 * theirs, sent with that base: refused again if someone publishes before it.
 */
export async function resolveConflict(
  root: string,
  file: string,
  choice: ConflictChoice,
  merged?: string,
): Promise<Result<void>> {
  const state = await readState(root);
  const entry = state.conflicts?.[file];
  const absolute = resolveInside(root, file);
  if (!entry || !absolute) return fail(coded('no_conflict'), '/path');
  if (choice !== 'mine' && choice !== 'theirs' && choice !== 'merge')
    return fail(coded('type_string'), '/choice');
  if (choice === 'merge' && typeof merged !== 'string') return fail(coded('type_string'), '/merged');
  const text = choice === 'theirs' ? entry.theirs : choice === 'merge' ? merged! : null;
  if (text !== null) {
    await writeFile(`${absolute}.tmp`, text, 'utf8');
    await rename(`${absolute}.tmp`, absolute);
  }
  const previous = state.uploaded[file];
  state.uploaded[file] = {
    ...previous,
    hash: fileHash(file, entry.theirs),
    at: new Date().toISOString(),
    server: previous?.server ?? '',
    base: entry.base,
  };
  delete state.conflicts![file];
  await writeState(root, state);
  return ok(undefined);
}

/** The one file of a step whose item takes a base, if the step sends one. */
const baseFileOf = (files: readonly string[]) =>
  files.length === 1 && baseItemOf(files[0]!) ? files[0]! : null;

/** The base a step sends: its base-taking file's, as last pulled or published here. */
export function stepBase(files: readonly string[], state: WorkspaceState): string | undefined {
  const file = baseFileOf(files);
  return file ? state.uploaded[file]?.base : undefined;
}

/** The file of a step that is in conflict, if one is. */
export const conflictedFile = (files: readonly string[], state: WorkspaceState): string | null =>
  files.find((f) => state.conflicts?.[f]) ?? null;

/**
 * After the server refused a step's base (409 stale_base): records the server's side of its file
 * as a conflict, the workspace file untouched. Answers the file, or null for a step without one.
 */
export async function conflictFromServer(
  client: AdminClient,
  root: string,
  files: readonly string[],
): Promise<string | null> {
  const file = baseFileOf(files);
  if (!file) return null;
  const { text, base } = await serverItem(client, file);
  await recordConflict(root, file, { theirs: text ?? '', base });
  return file;
}
