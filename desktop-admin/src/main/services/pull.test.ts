import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, type RunningServer } from '../../../../server/src/http/listen';
import { createTestContext, type TestContext } from '../../../../server/src/test/test-context';
import type { PullProgress, PullReport } from '../../shared/server-types';
import { createPublishService } from './publish-service';
import { decide } from './pull';
import { createWorkspaceService } from './workspace-service';

// Pulling live content into an empty workspace, against the real server app on a test database.
let ctx: TestContext;
let running: RunningServer;
let server: string;
let admin: { username: string; password: string; token: string };
let dir: string;
const workspace = createWorkspaceService();
const publish = createPublishService({ currentRoot: workspace.current });

beforeAll(async () => {
  ctx = await createTestContext({ seed: true });
  running = await listen(ctx.app, 0, '127.0.0.1');
  server = `http://127.0.0.1:${running.port}`;
  admin = await ctx.admin();
  dir = await mkdtemp(path.join(tmpdir(), 'camino-pull-'));
  const opened = await workspace.open(dir);
  if (!opened.ok) throw new Error('could not open the empty workspace');
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
const adminRequest = (method: 'get' | 'post', url: string) =>
  ctx.request[method](url).set('Authorization', `Bearer ${admin.token}`);
const local = (file: string) => readFile(path.join(dir, file), 'utf8');
const statusOf = (report: PullReport, file: string) => report.files.find((f) => f.path === file)?.status;

describe('the pull decision', () => {
  it('overwrites only what did not change here, and calls both-sides changes a conflict', () => {
    expect(decide(null, null, 's')).toBe('added');
    expect(decide('s', 'b', 's')).toBe('same');
    expect(decide('b', 'b', 's')).toBe('updated');
    expect(decide('l', 'b', 'b')).toBe('kept-local');
    expect(decide('l', 'b', 's')).toBe('conflict');
    expect(decide('l', null, 's')).toBe('conflict');
  });
});

describe('pulling live content', () => {
  it('pulls volumes, temas, a gospel month, About and news into valid files marked as synced', async () => {
    unwrap(await publish.connect({ server, username: admin.username, password: admin.password }));
    const dates: string[] = (
      await adminRequest('get', '/api/admin/evangelios').expect(200)
    ).body.evangelios.map((e: { date: string }) => e.date);
    const month = dates[0]!.slice(0, 7);
    const progress: PullProgress[] = [];
    const report = unwrap(
      await publish.pull({ volumes: [1], temas: true, gospelMonths: [month], about: true, news: true }, (p) =>
        progress.push(p),
      ),
    );
    expect(report.files.every((f) => f.status === 'added')).toBe(true);
    expect(report.files.some((f) => f.path.startsWith('temas/'))).toBe(true);
    const paths = report.files.map((f) => f.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'playlists/Vol_1.json',
        'main/Vol_1/1-1.json',
        `evangelios/${month}.json`,
        'about.md',
        'news.json',
      ]),
    );
    expect(progress.at(-1)).toEqual({ done: 5, total: 5, current: null });
    expect((await ctx.request.get('/api/about').expect(200)).body.content).toBe(await local('about.md'));
    const playlist = JSON.parse(await local('playlists/Vol_1.json'));
    const served = (await adminRequest('get', '/api/volumes/1/playlist').expect(200)).body;
    expect(playlist.items.map((i: { title: string }) => i.title)).toEqual(
      served.items.map((i: { title: string }) => i.title),
    );

    // Every pulled file is valid and counts as what the server holds.
    const snapshot = unwrap(await workspace.refresh());
    expect(snapshot.files.filter((f) => f.problems.length > 0).map((f) => [f.path, f.problems])).toEqual([]);
    expect(snapshot.files.every((f) => f.uploadState === 'uploaded')).toBe(true);
    const dryRun = unwrap(await publish.dryRun());
    expect(dryRun.steps.filter((s) => s.needed && s.kind !== 'gospel').map((s) => s.id)).toEqual([]);
  });

  it('keeps local edits, and reports a conflict instead of overwriting when both sides changed', async () => {
    const about = await local('about.md');
    const news = await local('news.json');
    // News edited here only: kept. About edited here and on the server: a conflict, left alone.
    const parsedNews = JSON.parse(news);
    parsedNews.public.title = 'Edited here';
    const localNews = `${JSON.stringify(parsedNews, null, 2)}\n`;
    await writeFile(path.join(dir, 'news.json'), localNews);
    await writeFile(path.join(dir, 'about.md'), `${about}\nEdited here.\n`);
    await adminRequest('post', '/api/admin/about')
      .send({ content: '# About\n\nEdited on the server.\n' })
      .expect(200);

    const second = unwrap(await publish.pull({ about: true, news: true }));
    expect(statusOf(second, 'about.md')).toBe('conflict');
    expect(statusOf(second, 'news.json')).toBe('kept-local');
    expect(await local('news.json')).toBe(localNews);
    expect(await local('about.md')).toBe(`${about}\nEdited here.\n`);

    // Back to the pulled text: unchanged here, so the server's new About comes in.
    await writeFile(path.join(dir, 'about.md'), about);
    const third = unwrap(await publish.pull({ about: true }));
    expect(statusOf(third, 'about.md')).toBe('updated');
    expect(await local('about.md')).toBe('# About\n\nEdited on the server.\n');
    const refreshed = unwrap(await workspace.refresh());
    expect(refreshed.files.find((f) => f.path === 'about.md')!.uploadState).toBe('uploaded');
  });
});
