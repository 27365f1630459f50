import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EXAMPLE_FILES } from './example-workspace';
import { createTranslation } from './translation-edit';
import { writeFileSafely } from './workspace-files';
import { createWorkspaceService, type WorkspaceService } from './workspace-service';

let dir: string;
let workspace: WorkspaceService;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'camino-translation-'));
  for (const [file, text] of Object.entries(EXAMPLE_FILES)) await writeFileSafely(path.join(dir, file), text);
  workspace = createWorkspaceService();
  expect((await workspace.open(dir)).ok).toBe(true);
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('creating a translation', () => {
  it('copies the source beside it, valid and up to date, and refuses to overwrite it', async () => {
    const made = await createTranslation(workspace, 'main/Vol_1/1-2.json', 'en');
    if (!made.ok) throw new Error(JSON.stringify(made.problems));
    expect(made.value.path).toBe('main/Vol_1/1-2.en.json');
    expect(await readFile(path.join(dir, 'main/Vol_1/1-2.en.json'), 'utf8')).toBe(
      EXAMPLE_FILES['main/Vol_1/1-2.json'],
    );
    const files = made.value.snapshot.files;
    expect(files.find((f) => f.path === 'main/Vol_1/1-2.en.json')).toMatchObject({
      kind: 'translation',
      problems: [],
    });
    expect(files.find((f) => f.path === 'main/Vol_1/1-2.json')?.translations).toEqual([
      { lang: 'en', path: 'main/Vol_1/1-2.en.json', status: 'current' },
    ]);

    // The source changes: its translation is out of date.
    await writeFileSafely(
      path.join(dir, 'main/Vol_1/1-2.json'),
      EXAMPLE_FILES['main/Vol_1/1-2.json']!.replace('Learning to pray.', 'Aprender a orar.'),
    );
    const later = await workspace.refresh();
    expect(
      later.ok && later.value.files.find((f) => f.path === 'main/Vol_1/1-2.json')?.translations?.[0]?.status,
    ).toBe('stale');

    const again = await createTranslation(workspace, 'main/Vol_1/1-2.json', 'en');
    expect(again.ok ? null : again.problems[0]?.code).toBe('already_exists');
  });

  it('starts About as Markdown, and refuses what cannot be translated', async () => {
    const about = await createTranslation(workspace, 'about.md', 'en');
    expect(about.ok && about.value.path).toBe('about.en.md');
    const refused = async (source: string, lang = 'en') => {
      const result = await createTranslation(workspace, source, lang);
      return result.ok ? null : result.problems[0]?.pointer;
    };
    expect(await refused('news.json')).toBe('/source');
    expect(await refused('main/Vol_1/1-2.en.json')).toBe('/source');
    expect(await refused('main/Vol_1/1-2.json', 'es')).toBe('/lang');
  });
});
