import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { STATE_FILE } from './workspace-layout';

/**
 * `.camino-state.json`: for each file, the content hash at its last successful upload. It holds
 * no secrets (the session token lives only in main's memory) and may be deleted: every file
 * then counts as never uploaded, and the dry run still compares against the server itself.
 */
export interface WorkspaceState {
  version: 1;
  uploaded: Record<string, { hash: string; at: string; server: string }>;
}

const empty = (): WorkspaceState => ({ version: 1, uploaded: {} });

export async function readState(root: string): Promise<WorkspaceState> {
  try {
    const parsed = JSON.parse(await readFile(path.join(root, STATE_FILE), 'utf8')) as Partial<WorkspaceState>;
    if (parsed && parsed.version === 1 && parsed.uploaded && typeof parsed.uploaded === 'object') {
      return { version: 1, uploaded: parsed.uploaded };
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
  now: Date = new Date(),
): Promise<WorkspaceState> {
  const state = await readState(root);
  for (const [file, hash] of Object.entries(hashes)) {
    state.uploaded[file] = { hash, at: now.toISOString(), server };
  }
  const target = path.join(root, STATE_FILE);
  const temporary = `${target}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(state, null, 2)}\n`, 'utf8');
  await rename(temporary, target);
  return state;
}
