import type { FileProblem } from '../../shared/workspace-types';
import { mkdtemp, readdir, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EXAMPLE_FILES } from './example-workspace';
import { createWorkspaceService, EMPTY_LAYOUT, type WorkspaceService } from './workspace-service';
import { readChapterZip } from './chapter-zips';

let dir: string;
let workspace: WorkspaceService;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'camino-ws-'));
  workspace = createWorkspaceService();
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const unwrap = <T>(result: { ok: true; value: T } | { ok: false; problems: unknown }): T => {
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.value;
};

async function zipOf(entries: Record<string, string>) {
  const zip = new JSZip();
  for (const [name, text] of Object.entries(entries)) zip.file(name, text);
  return zip.generateAsync({ type: 'uint8array' });
}

/** Writes the example files (test fixtures; a new workspace starts empty) and opens the folder. */
async function withExamples() {
  for (const [relative, text] of Object.entries(EXAMPLE_FILES)) {
    await mkdir(path.dirname(path.join(dir, relative)), { recursive: true });
    await writeFile(path.join(dir, relative), text);
  }
  return workspace.open(dir);
}

describe('workspace service', () => {
  it('creates an empty workspace (folders only, no content file), and only in an empty folder', async () => {
    const snapshot = unwrap(await workspace.create(dir));
    expect(snapshot.files).toEqual([]);
    expect(snapshot.problems).toEqual([]);
    expect((await readdir(dir)).sort()).toEqual([...EMPTY_LAYOUT].sort());
    for (const folder of EMPTY_LAYOUT) expect(await readdir(path.join(dir, folder))).toEqual([]);
    const again = await createWorkspaceService().create(dir);
    expect(again.ok).toBe(false);
  });

  it('reads and writes only content files inside the workspace', async () => {
    unwrap(await withExamples());
    expect(unwrap(await workspace.readText('about.md'))).toMatch(/^# About Camino/);
    expect((await workspace.readText('../etc/passwd')).ok).toBe(false);
    expect((await workspace.readText('/etc/passwd')).ok).toBe(false);
    expect((await workspace.writeText('.camino-state.json', '{}')).ok).toBe(false);
    expect((await workspace.writeText('scripts/run.json', '{}')).ok).toBe(false);
    const snapshot = unwrap(await workspace.writeText('main/Vol_1/1-2.json', '{"info": 1}'));
    expect(snapshot.problems.some((p) => p.file === 'main/Vol_1/1-2.json')).toBe(true);
  });

  it('opens an existing folder and ignores dot-files and packed ZIPs', async () => {
    await mkdir(path.join(dir, 'packed'), { recursive: true });
    await writeFile(path.join(dir, 'packed', 'x.json'), '{}');
    await writeFile(path.join(dir, '.hidden.json'), '{}');
    await writeFile(path.join(dir, 'about.md'), '# Hi');
    const snapshot = unwrap(await workspace.open(dir));
    expect(snapshot.files.map((f) => f.path)).toEqual(['about.md']);
    expect((await workspace.open(path.join(dir, 'missing'))).ok).toBe(false);
  });

  it('imports a Vol_{n}_main.zip into main/Vol_{n}/', async () => {
    unwrap(await withExamples());
    const chapter = JSON.stringify({
      info: { volume: 1, index: 2, date: 'x' },
      description: 'nuevo',
      dialogue: [{ speaker: 'A', text: 'b' }],
    });
    const zipPath = path.join(dir, 'Vol_1_main.zip');
    await writeFile(
      zipPath,
      await zipOf({ 'Vol_1_main/1-2.json': chapter, '__MACOSX/._1-2.json': 'x', 'readme.txt': 'x' }),
    );
    const report = unwrap(await workspace.importZip(zipPath));
    expect(report.imported).toEqual(['main/Vol_1/1-2.json']);
    expect(report.skipped).toEqual([{ name: 'readme.txt', reason: { code: 'skip_not_json' } }]);
    expect(await readFile(path.join(dir, 'main/Vol_1/1-2.json'), 'utf8')).toBe(chapter);
    expect(report.snapshot.problems).toEqual([]);
  });

  it('refuses ZIPs without the server naming', async () => {
    expect((await readChapterZip('volume1.zip', await zipOf({}))).ok).toBe(false);
    expect((await readChapterZip('Vol_37_main.zip', await zipOf({}))).ok).toBe(false);
    expect((await readChapterZip('Vol_2_optional.zip', new Uint8Array([1, 2, 3]))).ok).toBe(false);
    const ok = await readChapterZip('vol_2_OPTIONAL.zip', await zipOf({ '2-1_o.json': '{}' }));
    expect(ok.ok && ok.value.files).toEqual([{ path: 'optional/Vol_2/2-1_o.json', text: '{}' }]);
  });

  it('packs a clean volume into the ZIPs the server expects, the same bytes each time', async () => {
    unwrap(await withExamples());
    const report = unwrap(await workspace.pack(1));
    expect(report.zips.map((z) => [z.name, z.entries])).toEqual([
      ['Vol_1_main.zip', ['1-1.json', '1-2.json']],
      ['Vol_1_optional.zip', ['1-1_o.json']],
    ]);
    const first = await readFile(path.join(dir, 'packed', 'Vol_1_main.zip'));
    const zip = await JSZip.loadAsync(first);
    expect(Object.keys(zip.files)).toEqual(['1-1.json', '1-2.json']);
    expect(await zip.file('1-1.json')!.async('string')).toBe(
      await readFile(path.join(dir, 'main/Vol_1/1-1.json'), 'utf8'),
    );
    unwrap(await workspace.pack(1));
    expect(await readFile(path.join(dir, 'packed', 'Vol_1_main.zip'))).toEqual(first);
    // packed/ is not content: the workspace does not list it.
    expect(unwrap(await workspace.refresh()).files).toHaveLength(8);
  });

  it('refuses to pack a volume with problems, naming them', async () => {
    unwrap(await withExamples());
    unwrap(
      await workspace.writeText('main/Vol_1/1-2.json', '{"info": {"volume": 1, "index": 2, "date": "x"}}'),
    );
    const result = await workspace.pack(1);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      // Each keeps its file and place (FileProblem): the window writes the line in its language.
      const lines = result.problems as FileProblem[];
      expect(lines.map((p) => `${p.file} ${p.line}:${p.column} ${p.pointer} ${p.message}`)).toEqual([
        'main/Vol_1/1-2.json 1:1 /description is required',
        'main/Vol_1/1-2.json 1:1 /dialogue is required',
      ]);
    }
    expect((await workspace.pack(2)).ok).toBe(false);
  });
});
