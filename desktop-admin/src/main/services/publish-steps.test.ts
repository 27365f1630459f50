import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, type RunningServer } from '../../../../server/src/http/listen';
import { createTestContext, type TestContext } from '../../../../server/src/test/test-context';
import { createPublishService } from './publish-service';
import { EXAMPLE_FILES } from './example-workspace';
import { createWorkspaceService } from './workspace-service';

// The server's own dry run and a chosen subset of steps, against the real server app.
let ctx: TestContext;
let running: RunningServer;
let server: string;
let admin: { username: string; password: string; token: string };
let dir: string;
const workspace = createWorkspaceService();
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

beforeAll(async () => {
  ctx = await createTestContext({ seed: true });
  running = await listen(ctx.app, 0, '127.0.0.1');
  server = `http://127.0.0.1:${running.port}`;
  admin = await ctx.admin();
  dir = await mkdtemp(path.join(tmpdir(), 'camino-steps-'));
  // The example files as a fixture (a new workspace starts empty); the server here is a test one.
  for (const [relative, text] of Object.entries(EXAMPLE_FILES)) {
    await mkdir(path.dirname(path.join(dir, relative)), { recursive: true });
    await writeFile(path.join(dir, relative), text);
  }
  const opened = await workspace.open(dir);
  if (!opened.ok) throw new Error('could not open the workspace');
});
afterAll(async () => {
  await running?.shutdown();
  await ctx?.close();
  await rm(dir, { recursive: true, force: true });
});

const unwrap = <T>(result: { ok: true; value: T } | { ok: false; problems: unknown }): T => {
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.value;
};
const adminGet = (url: string) => ctx.request.get(url).set('Authorization', `Bearer ${admin.token}`);

describe('the server dry run and chosen steps', () => {
  const publish = createPublishService({ currentRoot: workspace.current, fetch: recording });

  it("shows the server's field-level changes and member impact, and sends only the chosen steps", async () => {
    unwrap(await publish.connect({ server, username: admin.username, password: admin.password }));
    const aboutBefore = (await ctx.request.get('/api/about').expect(200)).body.content;
    const newsBefore = (await adminGet('/api/admin/news-config').expect(200)).body;
    const playlistBefore = (await adminGet('/api/volumes/1/playlist').expect(200)).body;

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
    expect((await ctx.request.get('/api/about').expect(200)).body.content).toBe(aboutBefore);

    const outcome = unwrap(await publish.upload(['about', 'main:1']));
    // In the dry run's order, whatever order they were ticked in.
    expect(outcome.results.map((r) => [r.id, r.ok])).toEqual([
      ['main:1', true],
      ['about', true],
    ]);
    // Exactly the chosen changes reached the server: About and the chapters, not news or the playlist.
    expect((await ctx.request.get('/api/about').expect(200)).body.content).not.toBe(aboutBefore);
    expect((await adminGet('/api/admin/news-config').expect(200)).body).toEqual(newsBefore);
    expect((await adminGet('/api/volumes/1/playlist').expect(200)).body).toEqual(playlistBefore);

    // The main ZIP uploaded is byte for byte the one the server's dry run checked.
    const mainZips = sentZips.filter((z) => z.url.includes('/upload-main-files'));
    expect(mainZips.map((z) => z.dryRun)).toEqual([true, false]);
    expect(mainZips[1]!.bytes.equals(mainZips[0]!.bytes)).toBe(true);

    const again = unwrap(await publish.dryRun());
    expect(again.steps.filter((s) => s.needed).map((s) => s.id)).toEqual(
      expect.arrayContaining(['playlist:1', 'news']),
    );
    expect(again.steps.find((s) => s.id === 'about')!.needed).toBe(false);
  });
});
