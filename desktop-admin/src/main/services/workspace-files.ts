import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isContentFile, isIgnored } from './workspace-layout';

/** A content file as read from disk. */
export interface FileText {
  path: string;
  text: string;
}

/** Longest file the workspace reads: far above any content file, far below trouble. */
const MAX_FILE_BYTES = 20 * 1024 * 1024;

const toPosix = (p: string) => p.split(path.sep).join('/');

/**
 * The absolute path of a workspace-relative one, or null when it would leave the workspace
 * (`..`, an absolute path, a drive letter): the renderer names files, main decides where they are.
 */
export function resolveInside(root: string, relative: string): string | null {
  if (typeof relative !== 'string' || relative === '' || relative.includes('\0')) return null;
  if (path.isAbsolute(relative) || /^[a-zA-Z]:/.test(relative) || relative.includes('\\')) return null;
  const absolute = path.resolve(root, relative);
  const rel = path.relative(path.resolve(root), absolute);
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return null;
  return absolute;
}

/** Every content file under `root` (JSON and about.md), skipping dot-files, packed/ and node_modules. */
export async function readContentFiles(root: string): Promise<FileText[]> {
  const found: FileText[] = [];
  async function walk(dir: string, depth: number): Promise<void> {
    if (depth > 4) return; // The layout is at most three levels deep.
    const entries = await readdir(dir, { withFileTypes: true });
    for (const entry of entries) {
      if (isIgnored(entry.name)) continue;
      const absolute = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(absolute, depth + 1);
      else if (entry.isFile()) {
        const relative = toPosix(path.relative(root, absolute));
        if (!isContentFile(relative)) continue;
        if ((await stat(absolute)).size > MAX_FILE_BYTES) continue;
        found.push({ path: relative, text: await readFile(absolute, 'utf8') });
      }
    }
  }
  await walk(root, 0);
  return found.sort((a, b) => a.path.localeCompare(b.path, 'en', { numeric: true }));
}

/** Writes a file through a temporary file and a rename, so a crash never leaves half a file. */
export async function writeFileSafely(absolute: string, data: string | Uint8Array): Promise<void> {
  await mkdir(path.dirname(absolute), { recursive: true });
  const temporary = path.join(path.dirname(absolute), `.${path.basename(absolute)}.${process.pid}.tmp`);
  await writeFile(temporary, data);
  await rename(temporary, absolute);
}

/** Whether a folder is missing or empty (dot-files such as .DS_Store aside). */
export async function isEmptyFolder(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).every((name) => name.startsWith('.'));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw err;
  }
}

/** Whether `dir` is an existing folder. */
export async function isFolder(dir: string): Promise<boolean> {
  try {
    return (await stat(dir)).isDirectory();
  } catch {
    return false;
  }
}
