import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_FILES } from './example-workspace';
import { unwrap, useRealServer } from '../test/real-server';

// The server's own dry run and a chosen subset of steps, against the real server app. The
// example files are a fixture (a new workspace starts empty); the server here is a test one.
const real = useRealServer(EXAMPLE_FILES);
/** Each ZIP the app sent, by URL and whether it was a dry run. */
const sentZips: Array<{ url: string; dryRun: boolean; bytes: Buffer }> = [];
const recording: typeof fetch = async (input, init) => {
  const url = String(input);
  if (init?.body instanceof FormData) {
    const file = init.body.get('file');
    if (file instanceof Blob && file.type === 'application/zip') {
      sentZips.push({ url, dryRun: url.includes('dry_run=1'), bytes: Buffer.from(await file.arrayBuffer()) });
    }
  }
  return fetch(input, init);
};

const adminGet = (url: string) => real.adminGet(url);

describe('the server dry run and chosen steps', () => {
  const publish = real.publish(recording);

  it('blocks a ZIP step that was never packed, saying which volume to pack, and sends nothing for it', async () => {
    await real.connect(publish);
    const report = unwrap(await publish.dryRun());
    expect(report.steps.find((s) => s.id === 'main:1')).toMatchObject({
      blocked: true,
      pack: { state: 'missing', volume: 1 },
    });
    expect(report.steps.find((s) => s.id === 'temas')).toMatchObject({
      blocked: true,
      pack: { state: 'missing', volume: null },
    });
    expect(sentZips).toEqual([]);
    unwrap(await real.workspace.pack(1));
    unwrap(await real.workspace.packTemas());
  });

  it("shows the server's field-level changes and member impact, and sends only the chosen steps", async () => {
    const aboutBefore = (await real.ctx.request.get('/api/about?lang=es').expect(200)).body.content;
    const newsBefore = (await adminGet('/api/admin/news-config').expect(200)).body;
    const playlistBefore = (await adminGet('/api/volumes/1/playlist?lang=es').expect(200)).body;

    const report = unwrap(await publish.dryRun());
    const step = (id: string) => report.steps.find((s) => s.id === id)!;
    // About: one item, changed, with the content field before and after.
    expect(step('about').serverChanges).toEqual([
      expect.objectContaining({ kind: 'about', status: 'changed', fields: [expect.anything()] }),
    ]);
    expect(step('news').serverChanges!.some((c) => c.status === 'changed')).toBe(true);
    // The playlist's answer names what members would lose or see moved.
    expect(step('playlist:1').impact).toMatchObject({ volume_number: 1 });
    expect(step('main:1').serverChanges!.length).toBeGreaterThan(0);
    // The dry run wrote nothing.
    expect((await real.ctx.request.get('/api/about?lang=es').expect(200)).body.content).toBe(aboutBefore);

    const outcome = unwrap(await publish.upload(['about', 'main:1']));
    // In the dry run's order, whatever order they were ticked in.
    expect(outcome.results.map((r) => [r.id, r.ok])).toEqual([
      ['main:1', true],
      ['about', true],
    ]);
    // Exactly the chosen changes reached the server: About and the chapters, not news or the playlist.
    expect((await real.ctx.request.get('/api/about?lang=es').expect(200)).body.content).not.toBe(aboutBefore);
    expect((await adminGet('/api/admin/news-config').expect(200)).body).toEqual(newsBefore);
    expect((await adminGet('/api/volumes/1/playlist?lang=es').expect(200)).body).toEqual(playlistBefore);

    // The main ZIP uploaded is byte for byte the one the server's dry run checked.
    const mainZips = sentZips.filter((z) => z.url.includes('/upload-main-files'));
    expect(mainZips.map((z) => z.dryRun)).toEqual([true, false]);
    expect(mainZips[1]!.bytes.equals(mainZips[0]!.bytes)).toBe(true);
    // …and that is the file Pack wrote, not a ZIP rebuilt for the upload.
    const packed = await readFile(path.join(real.dir, 'packed', 'Vol_1_main.zip'));
    expect(mainZips[0]!.bytes.equals(packed)).toBe(true);

    const again = unwrap(await publish.dryRun());
    expect(again.steps.filter((s) => s.needed).map((s) => s.id)).toEqual(
      expect.arrayContaining(['playlist:1', 'news']),
    );
    expect(again.steps.find((s) => s.id === 'about')!.needed).toBe(false);
  });
});
