import { describe, expect, it } from 'vitest';
import { EXAMPLE_FILES } from './example-workspace';
import { buildSnapshot, fileHash } from './validate-workspace';
import { classifyPath, isContentFile } from './workspace-layout';
import { contentKeys, type WorkspaceState } from './workspace-state';

const noState: WorkspaceState = { version: 1, uploaded: {} };

function snapshotOf(extra: Record<string, string>, state = noState) {
  const files = { ...EXAMPLE_FILES, ...extra };
  return buildSnapshot(
    '/ws',
    Object.entries(files).map(([path, text]) => ({ path, text })),
    state,
  );
}

const fileOf = (snapshot: ReturnType<typeof snapshotOf>, path: string) =>
  snapshot.files.find((f) => f.path === path)!;

/** A translation made by changing the words of a JSON source. */
const translated = (path: string, from: string, to: string) => EXAMPLE_FILES[path]!.replace(from, to);

describe('translation files in the workspace', () => {
  it('are told from their sources by name, beside them', () => {
    expect(classifyPath('main/Vol_1/1-3.en.json')).toEqual({
      kind: 'translation',
      volume: 1,
      index: 3,
      translation: { source: 'main/Vol_1/1-3.json', lang: 'en', kind: 'main_file' },
    });
    expect(classifyPath('optional/Vol_1/1-3_o.en.json').translation).toEqual({
      source: 'optional/Vol_1/1-3_o.json',
      lang: 'en',
      kind: 'optional_file',
    });
    expect(classifyPath('playlists/Vol_1.en.json')).toMatchObject({ kind: 'translation', volume: 1 });
    expect(classifyPath('temas/perdon.en.json').translation?.kind).toBe('tema');
    expect(classifyPath('about.en.md').translation).toEqual({
      source: 'about.md',
      lang: 'en',
      kind: 'about',
    });
    expect(isContentFile('about.en.md')).toBe(true);
    // Sources stay sources; a language that is not a translation's is part of the name.
    expect(classifyPath('main/Vol_1/1-3.json')).toEqual({ kind: 'main', volume: 1, index: 3 });
    expect(classifyPath('playlists/Vol_1.json').kind).toBe('playlist');
    expect(classifyPath('temas/perdon.es.json').kind).toBe('tema');
    // Gospel files and news carry their English inside: no translation files for them.
    expect(classifyPath('evangelios/2025-01.en.json').kind).toBe('gospel');
    // A theme's translation holds no theme title the server could delete.
    const tema = EXAMPLE_FILES['temas/oracion.json']!;
    expect(contentKeys('temas/oracion.json', tema)).toHaveLength(1);
    expect(contentKeys('temas/oracion.en.json', tema)).toBeUndefined();
  });

  it('are never counted as sources: not a chapter, not a playlist, not a second theme', () => {
    const snapshot = snapshotOf({
      'main/Vol_1/1-1.en.json': translated('main/Vol_1/1-1.json', 'Peregrino', 'Pilgrim'),
      'playlists/Vol_1.en.json': translated('playlists/Vol_1.json', 'El camino comienza', 'The way begins'),
      'temas/oracion.en.json': EXAMPLE_FILES['temas/oracion.json']!,
    });
    expect(snapshot.problems).toEqual([]);
    expect(snapshot.volumes).toEqual([
      { volume: 1, hasPlaylist: true, mainCount: 2, optionalCount: 1, problemCount: 0 },
    ]);
  });

  it('are checked against their source, with problems placed and worded like any file', () => {
    const broken = JSON.parse(EXAMPLE_FILES['main/Vol_1/1-1.json']!) as { dialogue: unknown[]; info: object };
    broken.dialogue.pop();
    const text = JSON.stringify({ ...broken, info: { ...broken.info, index: 2 } }, null, 2);
    const file = fileOf(snapshotOf({ 'main/Vol_1/1-1.en.json': text }), 'main/Vol_1/1-1.en.json');
    expect(file.problems.map((p) => [p.pointer, p.code])).toEqual([
      ['/info/index', 'translation_fixed'],
      ['/dialogue', 'translation_count'],
    ]);
    expect(file.problems[0]!.line).toBeGreaterThan(1);
  });

  it('say when their source is not in the workspace, and check About as Markdown', () => {
    const snapshot = snapshotOf({
      'main/Vol_1/1-9.en.json': EXAMPLE_FILES['main/Vol_1/1-1.json']!,
      'about.en.md': '',
    });
    expect(fileOf(snapshot, 'main/Vol_1/1-9.en.json').problems.map((p) => p.code)).toEqual([
      'translation_without_source',
    ]);
    expect(fileOf(snapshot, 'about.en.md').problems.length).toBeGreaterThan(0);
    expect(fileOf(snapshotOf({ 'about.en.md': '# About us' }), 'about.en.md').problems).toEqual([]);
  });

  it("tell each source's English translation: missing, up to date, out of date", () => {
    const sourceHash = fileHash('main/Vol_1/1-1.json', EXAMPLE_FILES['main/Vol_1/1-1.json']!);
    const extra = {
      'main/Vol_1/1-1.en.json': EXAMPLE_FILES['main/Vol_1/1-1.json']!,
      'about.en.md': '# About',
    };
    const status = (state: WorkspaceState, path: string) =>
      fileOf(snapshotOf(extra, state), path).translations;
    const made = (madeFrom: Record<string, string>): WorkspaceState => ({ ...noState, madeFrom });

    expect(status(made({ 'main/Vol_1/1-1.en.json': sourceHash }), 'main/Vol_1/1-1.json')).toEqual([
      { lang: 'en', path: 'main/Vol_1/1-1.en.json', status: 'current' },
    ]);
    expect(status(made({ 'main/Vol_1/1-1.en.json': 'an earlier source' }), 'main/Vol_1/1-1.json')).toEqual([
      { lang: 'en', path: 'main/Vol_1/1-1.en.json', status: 'stale' },
    ]);
    // No record of what it was made from: not known to match.
    expect(status(noState, 'about.md')?.[0]?.status).toBe('stale');
    expect(status(noState, 'main/Vol_1/1-2.json')).toEqual([
      { lang: 'en', path: 'main/Vol_1/1-2.en.json', status: 'missing' },
    ]);
    expect(status(noState, 'news.json')).toBeUndefined();
  });
});
