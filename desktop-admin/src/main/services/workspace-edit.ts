import { coded } from '@camino/schemas/messages/render-problem';
import { watch, type FSWatcher } from 'node:fs';
import { access, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { isCalendarDate } from '@camino/schemas/calendar-date';
import { VOLUME_COUNT } from '@camino/schemas/constants';
import { isVolumeNumber, workspacePaths } from '@camino/schemas/file-naming';
import { fail, ok, type Result } from '../../shared/result';
import type { NewFileRequest, NewFileResult } from '../../shared/workspace-edit-types';
import type { WorkspaceSnapshot } from '../../shared/workspace-types';
import { resolveInside, writeFileSafely } from './workspace-files';
import { classifyPath, isContentFile, isIgnored } from './workspace-layout';
import type { WorkspaceService } from './workspace-service';

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** A tema's file name: letters, digits, `-` and `_`, so it is the same on every file system. */
const TEMA_NAME = /^[\p{L}\p{N}][\p{L}\p{N}_-]{0,79}$/u;
const MONTH = /^([0-9]{4})-(0[1-9]|1[0-2])$/;
const WEEKDAYS_ES = ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'];

const isIndex = (n: unknown): n is number =>
  Number.isInteger(n) && (n as number) >= 1 && (n as number) <= 999;

/**
 * The workspace path a new file of this kind gets, from the shared naming rules
 * (schemas/src/file-naming.ts); a problem names the field that is wrong.
 */
export function newFilePath(request: NewFileRequest): Result<string> {
  const { kind, volume, index } = request ?? {};
  if (kind === 'playlist' || kind === 'main' || kind === 'optional') {
    if (typeof volume !== 'number' || !isVolumeNumber(volume))
      return fail(coded('volume_number', { max: VOLUME_COUNT }), '/volume');
    if (kind === 'playlist') return ok(workspacePaths.playlist(volume));
    if (!isIndex(index)) return fail(coded('chapter_number'), '/index');
    return ok(workspacePaths.chapter(kind, volume, index));
  }
  if (kind === 'tema') {
    const name = String(request.name ?? '').trim();
    if (!TEMA_NAME.test(name)) return fail(coded('tema_file_name'), '/name');
    return ok(`temas/${name}.json`);
  }
  if (kind === 'gospel') {
    const month = String(request.month ?? '');
    if (!MONTH.test(month)) return fail(coded('month'), '/month');
    return ok(`evangelios/${month}.json`);
  }
  return fail(coded('file_kind'), '/kind');
}

/** A small valid file of the kind, for the admin to fill in (placeholders say what goes where). */
export function templateFor(request: NewFileRequest): string {
  const volume = request.volume ?? 1;
  const index = request.index ?? 1;
  const info = { volume, index, date: '1 de enero' };
  switch (request.kind) {
    case 'playlist':
      return json({
        playlistId: `PL-volume-${volume}`,
        playlistTitle: `Camino - Volumen ${volume}`,
        description: '',
        items: [
          { title: `${volume}-1. Título`, videoId: '', url: '', channelTitle: 'Camino', thumbnail: '' },
        ],
      });
    case 'main':
      return json({ info, description: '', dialogue: [{ speaker: 'Maestro', text: '…' }] });
    case 'optional':
      return json({ info, dialogue_summary: [{ speaker: 'Maestro', summary: '…' }] });
    case 'tema':
      return json({
        title: String(request.name ?? 'Tema'),
        items: [
          {
            info: {
              volume: 1,
              index: 1,
              date: '1 de enero',
              link: '[Volumen 1, capítulo 1](/volume/1?chapter=1)',
            },
            dialogue_summary: [{ speaker: 'Maestro', summary: '…' }],
          },
        ],
      });
    case 'gospel': {
      const date = `${request.month}-01`;
      const weekday = isCalendarDate(date) ? WEEKDAYS_ES[new Date(`${date}T12:00:00Z`).getUTCDay()] : 'Lunes';
      return json([
        {
          date,
          weekday,
          gospel: {
            heading: 'Lectura del santo evangelio según san …',
            reference: '…',
            intro: 'En aquel tiempo,',
            verses: ['…'],
            links: [],
          },
          reflexion: '<p>…</p>',
          liturgical_note: '',
          url: 'https://example.org/',
          copyright_note: '',
        },
      ]);
    }
  }
}

const exists = (absolute: string) =>
  access(absolute).then(
    () => true,
    () => false,
  );

/**
 * New file from a template, rename and delete, inside the open workspace only: every path is
 * resolved by resolveInside (no `..`, no absolute path) and must be a content file of the layout.
 * Nothing is ever overwritten: a target that exists is refused.
 */
export function createWorkspaceEdit(workspace: WorkspaceService) {
  /** The absolute path of a layout content file named by the renderer, or why not. */
  function layoutPath(root: string, relative: unknown, pointer: string): Result<string> {
    const absolute = typeof relative === 'string' ? resolveInside(root, relative) : null;
    if (!absolute) return fail(coded('inside_workspace'), pointer);
    const classified = classifyPath(relative as string);
    if (!isContentFile(relative as string) || classified.kind === 'unknown')
      return fail(coded('not_layout_file', { path: String(relative) }), pointer);
    if (classified.nameProblem) return fail(classified.nameProblem, pointer);
    return ok(absolute);
  }

  const snapshot = async (): Promise<Result<WorkspaceSnapshot>> => workspace.refresh();

  return {
    async create(request: NewFileRequest): Promise<Result<NewFileResult>> {
      const root = workspace.current();
      if (!root) return fail(coded('no_workspace'));
      const relative = newFilePath(request);
      if (!relative.ok) return relative;
      const target = layoutPath(root, relative.value, '');
      if (!target.ok) return target;
      if (await exists(target.value)) return fail(coded('already_exists', { path: relative.value }));
      await writeFileSafely(target.value, templateFor(request));
      const next = await snapshot();
      return next.ok ? ok({ snapshot: next.value, path: relative.value }) : next;
    },

    async rename(from: unknown, to: unknown): Promise<Result<WorkspaceSnapshot>> {
      const root = workspace.current();
      if (!root) return fail(coded('no_workspace'));
      const source = layoutPath(root, from, '/from');
      if (!source.ok) return source;
      const target = layoutPath(root, to, '/to');
      if (!target.ok) return target;
      if (!(await exists(source.value)))
        return fail(coded('does_not_exist', { path: String(from) }), '/from');
      if (await exists(target.value)) return fail(coded('already_exists', { path: String(to) }), '/to');
      await mkdir(path.dirname(target.value), { recursive: true });
      await rename(source.value, target.value);
      return snapshot();
    },

    /** Deletes a file from disk only; the server keeps its copy until a deletion is published. */
    async remove(relative: unknown): Promise<Result<WorkspaceSnapshot>> {
      const root = workspace.current();
      if (!root) return fail(coded('no_workspace'));
      const target = layoutPath(root, relative, '/path');
      if (!target.ok) return target;
      if (!(await exists(target.value)))
        return fail(coded('does_not_exist', { path: String(relative) }), '/path');
      await rm(target.value);
      return snapshot();
    },
  };
}

export type WorkspaceEdit = ReturnType<typeof createWorkspaceEdit>;

/** Whether a changed path (relative, any separator) is content the scan would read. */
export function isWatchedChange(relative: string | null): boolean {
  if (!relative) return true; // Some platforms do not say which file: refresh to be safe.
  const parts = relative.split(/[\\/]/);
  return !parts.some(isIgnored);
}

/**
 * Watches the open workspace for changes made by any program and calls `onChange` once things
 * settle (`delayMs` after the last change), so a burst (an unzip, a git checkout) refreshes once.
 * Dot-files (the state file, half-written temporaries) and packed/ are ignored.
 */
export function createWorkspaceWatcher(onChange: (root: string) => void, delayMs = 250) {
  let watcher: FSWatcher | null = null;
  let timer: NodeJS.Timeout | null = null;
  const stop = () => {
    watcher?.close();
    watcher = null;
    if (timer) clearTimeout(timer);
    timer = null;
  };
  return {
    watch(root: string): boolean {
      stop();
      try {
        watcher = watch(root, { recursive: true }, (_event, name) => {
          if (!isWatchedChange(name === null ? null : String(name))) return;
          if (timer) clearTimeout(timer);
          timer = setTimeout(() => onChange(root), delayMs);
        });
        // A watched folder that disappears reports an error; the next open starts a new watch.
        watcher.on('error', stop);
        return true;
      } catch {
        return false;
      }
    },
    stop,
  };
}
