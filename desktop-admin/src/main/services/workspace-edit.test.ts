import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NewFileRequest } from '../../shared/workspace-edit-types';
import { createWorkspaceEdit, createWorkspaceWatcher, isWatchedChange, newFilePath } from './workspace-edit';
import { createWorkspaceService, type WorkspaceService } from './workspace-service';

let dir: string;
let workspace: WorkspaceService;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'camino-edit-'));
  workspace = createWorkspaceService();
  expect((await workspace.open(dir)).ok).toBe(true);
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const unwrap = <T>(result: { ok: true; value: T } | { ok: false; problems: unknown }): T => {
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.value;
};
const pointerOf = (result: { ok: boolean; problems?: Array<{ pointer: string }> }) =>
  result.ok ? null : result.problems![0]!.pointer;
const present = (relative: string) =>
  stat(path.join(dir, relative)).then(
    () => true,
    () => false,
  );

describe('new file names', () => {
  it('follow the shared naming rules per kind', () => {
    expect(unwrap(newFilePath({ kind: 'playlist', volume: 3 }))).toBe('playlists/Vol_3.json');
    expect(unwrap(newFilePath({ kind: 'main', volume: 3, index: 12 }))).toBe('main/Vol_3/3-12.json');
    expect(unwrap(newFilePath({ kind: 'optional', volume: 3, index: 2 }))).toBe('optional/Vol_3/3-2_o.json');
    expect(unwrap(newFilePath({ kind: 'tema', name: 'oración-diaria' }))).toBe('temas/oración-diaria.json');
    expect(unwrap(newFilePath({ kind: 'gospel', month: '2031-07' }))).toBe('evangelios/2031-07.json');
  });

  it('name the field that breaks them', () => {
    expect(pointerOf(newFilePath({ kind: 'playlist', volume: 37 }))).toBe('/volume');
    expect(pointerOf(newFilePath({ kind: 'main', volume: 1, index: 0 }))).toBe('/index');
    expect(pointerOf(newFilePath({ kind: 'tema', name: '../evil' }))).toBe('/name');
    expect(pointerOf(newFilePath({ kind: 'tema', name: 'a/b' }))).toBe('/name');
    expect(pointerOf(newFilePath({ kind: 'gospel', month: '2031-13' }))).toBe('/month');
    expect(pointerOf(newFilePath({ kind: 'about' } as unknown as NewFileRequest))).toBe('/kind');
  });
});

describe('workspace editing', () => {
  it('creates every kind from a template that passes its checks, and never overwrites', async () => {
    const edit = createWorkspaceEdit(workspace);
    const requests: NewFileRequest[] = [
      { kind: 'playlist', volume: 2 },
      { kind: 'main', volume: 2, index: 1 },
      { kind: 'optional', volume: 2, index: 1 },
      { kind: 'tema', name: 'esperanza' },
      { kind: 'gospel', month: '2031-07' },
    ];
    let last = null;
    for (const request of requests) {
      last = unwrap(await edit.create(request));
      expect(last.snapshot.files.find((f) => f.path === last!.path)!.kind).toBe(request.kind);
    }
    // Together (the playlist's chapter exists by then) every file is valid, cross-file rules too.
    expect(last!.snapshot.problems).toEqual([]);
    const gospel = JSON.parse(await readFile(path.join(dir, 'evangelios/2031-07.json'), 'utf8'));
    expect(gospel[0]).toMatchObject({ date: '2031-07-01', weekday: 'Martes' });
    await writeFile(path.join(dir, 'temas/esperanza.json'), '{"title":"mine"}');
    const again = await edit.create({ kind: 'tema', name: 'esperanza' });
    expect(again.ok).toBe(false);
    expect(await readFile(path.join(dir, 'temas/esperanza.json'), 'utf8')).toBe('{"title":"mine"}');
  });

  it('renames inside the layout only, never over another file, and deletes', async () => {
    const edit = createWorkspaceEdit(workspace);
    unwrap(await edit.create({ kind: 'main', volume: 1, index: 1 }));
    unwrap(await edit.create({ kind: 'main', volume: 1, index: 2 }));
    const from = 'main/Vol_1/1-1.json';
    for (const to of [
      '../outside.json',
      '/tmp/x.json',
      'main/Vol_1/1-2.json',
      'main/Vol_1/2-5.json',
      'notes.txt',
    ])
      expect((await edit.rename(from, to)).ok, to).toBe(false);
    expect((await edit.rename('../../etc/passwd', 'temas/x.json')).ok).toBe(false);
    const renamed = unwrap(await edit.rename(from, 'main/Vol_1/1-3.json'));
    expect(renamed.files.map((f) => f.path)).toContain('main/Vol_1/1-3.json');
    expect(await present(from)).toBe(false);

    expect((await edit.remove('../x.json')).ok).toBe(false);
    expect((await edit.remove('main/Vol_1/1-9.json')).ok).toBe(false);
    const after = unwrap(await edit.remove('main/Vol_1/1-3.json'));
    expect(after.files.map((f) => f.path)).toEqual(['main/Vol_1/1-2.json']);
  });

  it('refuses everything without an open workspace', async () => {
    const edit = createWorkspaceEdit(createWorkspaceService());
    expect((await edit.create({ kind: 'tema', name: 'x' })).ok).toBe(false);
    expect((await edit.remove('temas/x.json')).ok).toBe(false);
  });
});

describe('workspace watcher', () => {
  it('ignores dot-files and packed/, and reports a change made by another program once', async () => {
    expect(isWatchedChange('.camino-state.json')).toBe(false);
    expect(isWatchedChange('main/Vol_1/.1-1.json.99.tmp')).toBe(false);
    expect(isWatchedChange('packed/Vol_1_main.zip')).toBe(false);
    expect(isWatchedChange('main/Vol_1/1-1.json')).toBe(true);

    const changes: string[] = [];
    const changed = new Promise<void>((resolve) => {
      const watcher = createWorkspaceWatcher((root) => {
        changes.push(root);
        watcher.stop();
        resolve();
      }, 50);
      expect(watcher.watch(dir)).toBe(true);
    });
    await writeFile(path.join(dir, 'about.md'), '# A\n');
    await writeFile(path.join(dir, 'news.json'), '{}');
    await changed;
    expect(changes).toEqual([dir]);
  });
});
