import { describe, expect, it } from 'vitest';
import { EXAMPLE_FILES } from './example-workspace';
import { buildSnapshot } from './validate-workspace';
import type { FileText } from './workspace-files';
import type { WorkspaceState } from './workspace-state';

const noState: WorkspaceState = { version: 1, uploaded: {} };
const examples = (): Record<string, string> => ({ ...EXAMPLE_FILES });
const json = (value: unknown) => JSON.stringify(value, null, 2);

function snapshotOf(files: Record<string, string>, state = noState) {
  const texts: FileText[] = Object.entries(files).map(([path, text]) => ({ path, text }));
  return buildSnapshot('/ws', texts, state);
}

const messagesOf = (files: Record<string, string>, path: string) =>
  snapshotOf(files)
    .files.find((f) => f.path === path)!
    .problems.map((p) => `${p.pointer} ${p.message}`);

const chapter = (volume: number, index: number) =>
  json({ info: { volume, index, date: 'hoy' }, description: '', dialogue: [{ speaker: 'A', text: 'b' }] });

describe('buildSnapshot', () => {
  it('finds the example workspace valid, kind by kind', () => {
    const snapshot = snapshotOf(examples());
    expect(snapshot.problems).toEqual([]);
    expect(snapshot.files.map((f) => f.kind).sort()).toEqual(
      ['about', 'gospel', 'main', 'main', 'news', 'optional', 'playlist', 'tema'].sort(),
    );
    expect(snapshot.volumes).toEqual([
      { volume: 1, hasPlaylist: true, mainCount: 2, optionalCount: 1, problemCount: 0 },
    ]);
  });

  it('places schema problems at line:column with their pointer', () => {
    const files = examples();
    files['main/Vol_1/1-2.json'] = files['main/Vol_1/1-2.json']!.replace('"index": 2', '"index": "2"');
    const [problem] = snapshotOf(files).problems;
    expect(problem).toEqual({
      file: 'main/Vol_1/1-2.json',
      pointer: '/info/index',
      code: 'type_integer',
      message: 'must be a whole number',
      line: 4,
      column: 14,
    });
  });

  it('reports invalid JSON where it breaks', () => {
    const files = { ...examples(), 'main/Vol_1/1-2.json': '{\n  "info": {\n}' };
    const problems = snapshotOf(files).problems.filter((p) => p.file === 'main/Vol_1/1-2.json');
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toMatch(/^is not valid JSON/);
    expect(problems[0]!.line).toBe(3);
  });

  it('checks that a chapter file name matches its info and folder', () => {
    const files = { ...examples(), 'main/Vol_1/1-2.json': chapter(1, 3) };
    expect(messagesOf(files, 'main/Vol_1/1-2.json')).toContain(
      "/info/index the file name '1-2.json' says index 2 but info says 3",
    );
    const misplaced = { ...examples(), 'main/Vol_2/1-2.json': chapter(1, 2) };
    expect(messagesOf(misplaced, 'main/Vol_2/1-2.json')[0]).toMatch(/names volume 1 but sits in main\/Vol_2/);
    const optionalInMain = { ...examples(), 'main/Vol_1/1-1_o.json': chapter(1, 1) };
    expect(messagesOf(optionalInMain, 'main/Vol_1/1-1_o.json')[0]).toMatch(
      /must look like '\{n\}-\{i\}.json'/,
    );
  });

  it("checks a playlist's title and video titles against its volume", () => {
    const files = examples();
    files['playlists/Vol_1.json'] = files['playlists/Vol_1.json']!.replace('Volumen 1', 'Volumen 2');
    expect(messagesOf(files, 'playlists/Vol_1.json')).toEqual([
      "/playlistTitle says 'Volumen 2' but the file is Vol_1.json",
    ]);
    const noVolume = examples();
    noVolume['playlists/Vol_1.json'] = noVolume['playlists/Vol_1.json']!.replace(
      'Camino - Volumen 1',
      'Camino',
    );
    expect(messagesOf(noVolume, 'playlists/Vol_1.json')).toEqual([
      "/playlistTitle must contain 'Volumen X' (or 'Volume X') with X from 1 to 36",
    ]);
  });

  it('matches chapters with playlist videos both ways', () => {
    const files = { ...examples(), 'main/Vol_1/1-3.json': chapter(1, 3) };
    expect(messagesOf(files, 'main/Vol_1/1-3.json')).toEqual([
      "/info/index chapter 1-3 has no video in playlists/Vol_1.json (no title starting '1-3. ')",
    ]);
    const missingMain = examples();
    delete missingMain['main/Vol_1/1-2.json'];
    expect(messagesOf(missingMain, 'playlists/Vol_1.json')).toEqual([
      '/items/1/title has no main file main/Vol_1/1-2.json',
    ]);
    const noPlaylist = { ...examples(), 'main/Vol_2/2-1.json': chapter(2, 1) };
    expect(messagesOf(noPlaylist, 'main/Vol_2/2-1.json')[0]).toMatch(
      /volume 2 has no playlist: add playlists\/Vol_2.json/,
    );
  });

  it('refuses the same gospel date in two files, and the same tema title twice', () => {
    const files = examples();
    files['evangelios/2025-04.json'] = files['evangelios/2025-03.json']!;
    expect(messagesOf(files, 'evangelios/2025-04.json')).toEqual([
      '/0/date repeats the date 2025-03-02 of evangelios/2025-03.json',
    ]);
    expect(messagesOf(files, 'evangelios/2025-03.json')).toEqual([]);
    files['temas/copia.json'] = files['temas/oracion.json']!;
    expect(messagesOf(files, 'temas/copia.json')).toEqual([
      "/title the title 'Oración' is also used by temas/oracion.json",
    ]);
  });

  it('checks About and news with their limits', () => {
    expect(messagesOf({ 'about.md': '   ' }, 'about.md')).toEqual([' must not be blank']);
    expect(messagesOf({ 'about.md': 'x'.repeat(100_001) }, 'about.md')).toEqual([
      ' must be at most 100000 characters long',
    ]);
    const news = json({
      public: { enabled: true, title: 't'.repeat(201) },
      private: { enabled: false, title: '', description: 'd'.repeat(1001) },
    });
    expect(messagesOf({ 'news.json': news }, 'news.json')).toEqual([
      '/public/title must be at most 200 characters long',
      '/private/description must be at most 1000 characters long',
    ]);
  });

  it('flags files outside the layout', () => {
    expect(messagesOf({ 'notes.json': '{}' }, 'notes.json')[0]).toMatch(
      /is not part of the workspace layout/,
    );
    expect(messagesOf({ 'playlists/volume1.json': '{}' }, 'playlists/volume1.json')[0]).toMatch(
      /must be Vol_\{n\}.json/,
    );
  });

  it('tells uploaded, changed and never-uploaded files apart by content hash', () => {
    const first = snapshotOf(examples());
    const aboutHash = first.files.find((f) => f.path === 'about.md')!.hash;
    const newsHash = first.files.find((f) => f.path === 'news.json')!.hash;
    const state: WorkspaceState = {
      version: 1,
      uploaded: {
        'about.md': { hash: aboutHash, at: '', server: '' },
        'news.json': { hash: 'old', at: '', server: '' },
      },
    };
    const files = examples();
    // Reformatting JSON is not a change: the server stores JSON.stringify(JSON.parse(text)).
    files['news.json'] = JSON.stringify(JSON.parse(files['news.json']!));
    const states = Object.fromEntries(snapshotOf(files, state).files.map((f) => [f.path, f.uploadState]));
    expect(states['about.md']).toBe('uploaded');
    expect(states['news.json']).toBe('changed');
    expect(states['main/Vol_1/1-1.json']).toBe('never');
    expect(snapshotOf(files).files.find((f) => f.path === 'news.json')!.hash).toBe(newsHash);
  });
});
