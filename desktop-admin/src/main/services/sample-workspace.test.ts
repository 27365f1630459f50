import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VOLUME_COUNT } from '@camino/schemas/constants';
import { SAMPLE_GOSPEL_DATE, SAMPLE_MARKER, sampleFiles } from './sample-workspace';
import { createWorkspaceService } from './workspace-service';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'camino-sample-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const unwrapOpen = <T>(result: { ok: true; value: T } | { ok: false; problems: unknown }): T => {
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.value;
};

describe('the sample workspace', () => {
  it('aims only at the last volume, a 2099 gospel date and a "Muestra" tema, never About or news', async () => {
    const files = sampleFiles();
    const paths = Object.keys(files);
    expect(paths).not.toContain('about.md');
    expect(paths).not.toContain('news.json');
    for (const file of paths.filter((p) => /^(playlists|main|optional)\//.test(p))) {
      expect(file).toContain(`Vol_${VOLUME_COUNT}`);
    }
    expect(JSON.parse(files['temas/muestra-oracion.json']!).title).toMatch(/^Muestra: /);
    // Not only the paths: no file's content names volume 1 either.
    for (const text of Object.values(files)) {
      expect(text).not.toMatch(/"volume": 1\b|\/volume\/1\b|Vol_1\b/);
    }
    expect(JSON.parse(files['evangelios/2099-03.json']!)[0].date).toBe(SAMPLE_GOSPEL_DATE);

    // Written out, the samples are valid by every workspace rule.
    for (const [file, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await writeFile(path.join(dir, file), text);
    }
    const opened = await createWorkspaceService().open(dir);
    if (!opened.ok) throw new Error(JSON.stringify(opened.problems));
    expect(opened.value.files.flatMap((f) => f.problems.map((p) => `${f.path}: ${p.message}`))).toEqual([]);
    expect(opened.value.files).toHaveLength(paths.length);
  });

  it('is created by createSample in an empty folder, with its marker', async () => {
    const target = path.join(dir, 'samples');
    const created = await createWorkspaceService().createSample(target);
    if (!created.ok) throw new Error(JSON.stringify(created.problems));
    expect(created.value.files.map((f) => f.path).sort()).toEqual(Object.keys(sampleFiles()).sort());
    expect(await readFile(path.join(target, SAMPLE_MARKER), 'utf8')).toMatch(/^Sample workspace/);
    expect(created.value.sample).toBe(true);
    expect(unwrapOpen(await createWorkspaceService().create(path.join(dir, 'empty'))).sample).toBeUndefined();
    expect((await createWorkspaceService().createSample(target)).ok).toBe(false);
  });
});
