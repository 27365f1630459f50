import { coded } from '@camino/schemas/messages/render-problem';
import { access, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fail, ok, type Result } from '../../shared/result';
import type { ImportReport, PackReport, WorkspaceSnapshot } from '../../shared/workspace-types';
import { buildTemasZip, buildVolumeZips, readChapterZip } from './chapter-zips';
import { SAMPLE_MARKER, sampleFiles } from './sample-workspace';
import { buildSnapshot } from './validate-workspace';
import {
  isEmptyFolder,
  isFolder,
  readContentFiles,
  resolveInside,
  writeFileSafely,
  type FileText,
} from './workspace-files';
import { classifyPath, isContentFile, PACKED_DIR } from './workspace-layout';
import { readState } from './workspace-state';
import { LAYOUT_FOLDERS } from '../../shared/workspace-layout-table';

/** The folders a new, empty workspace starts with (one per content kind). */
export const EMPTY_LAYOUT = LAYOUT_FOLDERS;

/** Everything main needs to upload: the folder, its files' texts and their validation. */
export interface LoadedWorkspace {
  root: string;
  texts: FileText[];
  snapshot: WorkspaceSnapshot;
}

/** Reads and validates a workspace folder. */
export async function loadWorkspace(root: string): Promise<LoadedWorkspace> {
  const texts = await readContentFiles(root);
  const snapshot = buildSnapshot(root, texts, await readState(root));
  const sample = await access(path.join(root, SAMPLE_MARKER)).then(
    () => true,
    () => false,
  );
  return { root, texts, snapshot: sample ? { ...snapshot, sample } : snapshot };
}

/**
 * The open workspace (one per window): opening, creating, importing, reading, writing and
 * packing. Plain Node, so tests drive it directly; main's IPC handlers only forward to it.
 */
export function createWorkspaceService() {
  let root: string | null = null;

  const snapshot = async (): Promise<WorkspaceSnapshot> => (await loadWorkspace(root!)).snapshot;

  /** Resolves a path the renderer names; only content files inside the open workspace qualify. */
  function contentPath(relative: string): Result<string> {
    if (!root) return fail(coded('no_workspace'));
    const absolute = resolveInside(root, relative);
    if (!absolute || !isContentFile(relative) || classifyPath(relative).kind === 'unknown') {
      return fail(coded('not_workspace_file', { path: relative }));
    }
    return ok(absolute);
  }

  return {
    current: () => root,

    async open(folder: string): Promise<Result<WorkspaceSnapshot>> {
      if (typeof folder !== 'string' || !path.isAbsolute(folder) || !(await isFolder(folder))) {
        return fail(coded('not_a_folder', { folder: String(folder) }));
      }
      root = path.resolve(folder);
      return ok(await snapshot());
    },

    /**
     * Starts an empty workspace in an empty (or new) folder: only the folder layout, no content
     * file, so nothing in it can replace live content by accident (samples come from createSample).
     */
    async create(folder: string): Promise<Result<WorkspaceSnapshot>> {
      if (typeof folder !== 'string' || !path.isAbsolute(folder))
        return fail(coded('not_a_folder', { folder: String(folder) }));
      if (!(await isEmptyFolder(folder))) {
        return fail(coded('folder_not_empty', { folder }));
      }
      for (const dir of EMPTY_LAYOUT) await mkdir(path.join(folder, dir), { recursive: true });
      root = path.resolve(folder);
      return ok(await snapshot());
    },

    /**
     * Starts a sample workspace in an empty folder: the examples aimed at an unused volume and a
     * 2099 gospel date, with no About or news, and a `.camino-sample` marker (sample-workspace.ts).
     */
    async createSample(folder: string): Promise<Result<WorkspaceSnapshot>> {
      if (typeof folder !== 'string' || !path.isAbsolute(folder))
        return fail(coded('not_a_folder', { folder: String(folder) }));
      if (!(await isEmptyFolder(folder))) {
        return fail(coded('folder_not_empty_samples', { folder }));
      }
      for (const [relative, text] of Object.entries(sampleFiles())) {
        await writeFileSafely(path.join(folder, relative), text);
      }
      await writeFileSafely(
        path.join(folder, SAMPLE_MARKER),
        'Sample workspace: nothing here is live content.\n',
      );
      root = path.resolve(folder);
      return ok(await snapshot());
    },

    async refresh(): Promise<Result<WorkspaceSnapshot>> {
      return root ? ok(await snapshot()) : fail(coded('no_workspace'));
    },

    async readText(relative: string): Promise<Result<string>> {
      const target = contentPath(relative);
      if (!target.ok) return target;
      try {
        return ok(await readFile(target.value, 'utf8'));
      } catch {
        return fail(coded('unreadable_file', { path: relative }));
      }
    },

    /** Saves a file (creating its folder) and answers the revalidated workspace. */
    async writeText(relative: string, text: string): Promise<Result<WorkspaceSnapshot>> {
      const target = contentPath(relative);
      if (!target.ok) return target;
      if (typeof text !== 'string') return fail(coded('type_string'), '/text');
      await writeFileSafely(target.value, text);
      return ok(await snapshot());
    },

    /** Copies a volume ZIP's files into the workspace; existing files of the same name are replaced. */
    async importZip(zipPath: string): Promise<Result<ImportReport>> {
      if (!root) return fail(coded('no_workspace'));
      let bytes: Uint8Array;
      try {
        bytes = await readFile(zipPath);
      } catch {
        return fail(coded('unreadable_file', { path: zipPath }));
      }
      const read = await readChapterZip(path.basename(zipPath), bytes);
      if (!read.ok) return read;
      for (const file of read.value.files) await writeFileSafely(path.join(root, file.path), file.text);
      return ok({
        snapshot: await snapshot(),
        imported: read.value.files.map((f) => f.path),
        skipped: read.value.skipped,
      });
    },

    /** Writes `packed/Vol_{n}_main.zip` and `packed/Vol_{n}_optional.zip`; refused while the volume has problems. */
    async pack(volume: number): Promise<Result<PackReport>> {
      if (!root) return fail(coded('no_workspace'));
      if (!Number.isInteger(volume)) return fail(coded('volume_whole'));
      const { texts, snapshot: current } = await loadWorkspace(root);
      const byPath = new Map(texts.map((t) => [t.path, t.text]));
      const built = await buildVolumeZips(current, async (p) => byPath.get(p)!, volume);
      if (!built.ok) return built;
      const zips = [];
      for (const zip of built.value) {
        const target = path.join(root, PACKED_DIR, zip.name);
        await writeFileSafely(target, zip.data);
        zips.push({ name: zip.name, path: target, entries: zip.entries, bytes: zip.data.byteLength });
      }
      return ok({ volume, zips });
    },

    /** Writes `packed/temas.zip` from every theme file; refused while one has problems. */
    async packTemas(): Promise<Result<PackReport>> {
      if (!root) return fail(coded('no_workspace'));
      const { texts, snapshot: current } = await loadWorkspace(root);
      const byPath = new Map(texts.map((t) => [t.path, t.text]));
      const built = await buildTemasZip(current, async (p) => byPath.get(p)!);
      if (!built.ok) return built;
      const target = path.join(root, PACKED_DIR, built.value.name);
      await writeFileSafely(target, built.value.data);
      const { name, entries, data } = built.value;
      return ok({ volume: null, zips: [{ name, path: target, entries, bytes: data.byteLength }] });
    },
  };
}

export type WorkspaceService = ReturnType<typeof createWorkspaceService>;
