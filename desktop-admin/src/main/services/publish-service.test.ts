import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DryRunReport, UploadProgress } from '../../shared/server-types';
import { decodeContentText } from '@camino/schemas/content-encoding';
import { EXAMPLE_FILES } from './example-workspace';
import { unwrap, useRealServer } from '../test/real-server';

// The upload runs against the real server app on a real (SQLite or MySQL) test database. The
// example files are a fixture (a new workspace starts empty); the server here is a test one.
const real = useRealServer(EXAMPLE_FILES);
let dir: string;
let admin: { username: string; password: string; token: string };
let server: string;
beforeAll(async () => {
  ({ dir, admin, url: server } = real);
  // What is uploaded is what Pack wrote: volume 1 and the themes are packed first.
  unwrap(await real.workspace.pack(1));
  unwrap(await real.workspace.packTemas());
});

const statuses = (report: DryRunReport) =>
  Object.fromEntries(report.items.map((i) => [`${i.group} ${i.label}`, i.status]));
const serverGet = (url: string) => real.adminGet(url);
const localText = (relative: string) => real.local(relative);

describe('publishing a workspace to a real server', () => {
  const publish = real.publish();

  it('connects with an admin account only', async () => {
    expect((await publish.connect({ server: 'ftp://x', username: 'a', password: 'b' })).ok).toBe(false);
    const wrong = await publish.connect({ server, username: admin.username, password: 'nope-nope' });
    expect(wrong.ok).toBe(false);
    const member = await real.ctx.member();
    const notAdmin = await publish.connect({ server, username: member.email, password: member.password });
    expect(!notAdmin.ok && notAdmin.problems[0]!.message).toBe('this account is not an administrator');
    const info = unwrap(
      await publish.connect({ server: `${server}/api/`, username: admin.username, password: admin.password }),
    );
    expect(info).toEqual({ server, username: admin.username });
  });

  it('dry-runs, uploads with progress, and the server then serves the local content', async () => {
    const before = unwrap(await publish.dryRun());
    expect(before.counts.blocked).toBe(0);
    expect(statuses(before)).toMatchObject({
      'playlist Volumen 1': 'changed', // the demo has a volume 1
      'main 1-1': 'changed',
      'optional 1-1': 'changed',
      'gospel 2025-03-02': 'new',
      'about About': 'changed',
      'news News': 'changed',
    });
    expect(before.steps.map((s) => s.label)).toEqual([
      'Vol_1.json',
      'Vol_1_main.zip',
      'Vol_1_optional.zip',
      '2025-03.json',
      'temas.zip',
      'About',
      'News',
    ]);

    const progress: UploadProgress[] = [];
    const outcome = unwrap(
      await publish.upload(
        before.steps.map((s) => s.id),
        (p) => progress.push(p),
      ),
    );
    expect(outcome.results.map((r) => [r.label, r.ok, r.failedFiles])).toEqual(
      before.steps.map((s) => [s.label, true, []]),
    );
    expect(outcome.results.find((r) => r.label === 'Vol_1_main.zip')).toMatchObject({ processed: 2 });
    expect(progress.at(0)).toEqual({ done: 0, total: 7, current: 'Vol_1.json' });
    expect(progress.at(-1)).toEqual({ done: 7, total: 7, current: null });

    const chapter = await serverGet('/api/main-file/1/2?lang=es').expect(200);
    expect(decodeContentText(chapter.body.encoded_content)).toBe(
      JSON.stringify(JSON.parse(await localText('main/Vol_1/1-2.json'))),
    );
    const optional = await serverGet('/api/optional-file/1/1?lang=es').expect(200);
    expect(JSON.parse(decodeContentText(optional.body.encoded_content))).toEqual(
      JSON.parse(await localText('optional/Vol_1/1-1_o.json')),
    );
    const playlist = await serverGet('/api/volumes/1/playlist?lang=es').expect(200);
    expect(playlist.body.items.map((i: { title: string }) => i.title)).toEqual([
      '1-1. El camino comienza',
      '1-2. Aprender a orar',
    ]);
    expect((await real.ctx.request.get('/api/about?lang=es').expect(200)).body.content).toBe(
      await localText('about.md'),
    );
    expect((await serverGet('/api/admin/evangelios/2025-03-02').expect(200)).body.gospel.reference).toBe(
      'Lc 6, 39-45',
    );

    const after = unwrap(await publish.dryRun());
    expect(after.counts).toEqual({
      new: 0,
      changed: 0,
      unchanged: after.items.length,
      removed: 0,
      blocked: 0,
    });
    expect(after.steps.every((s) => !s.needed)).toBe(true);
    expect(unwrap(await real.workspace.refresh()).files.every((f) => f.uploadState === 'uploaded')).toBe(
      true,
    );
  });

  it('keeps the token out of every file', async () => {
    const names = await readdir(dir, { recursive: true });
    for (const name of names.filter((n) => n.endsWith('.json'))) {
      expect(await localText(name)).not.toContain(admin.token.slice(-20));
    }
    const state = JSON.parse(await localText('.camino-state.json'));
    expect(Object.keys(state.uploaded)).toContain('main/Vol_1/1-1.json');
  });

  it('shows one changed chapter, and refuses to send files edited after the dry run', async () => {
    const file = 'main/Vol_1/1-2.json';
    const edited = (await localText(file)).replace('Learning to pray.', 'Learning to pray, again.');
    const snapshot = unwrap(await real.workspace.writeText(file, edited));
    expect(snapshot.files.find((f) => f.path === file)!.uploadState).toBe('changed');
    // The packed ZIP is now older than the file: the step is blocked, naming the file, until packed.
    const unpacked = unwrap(await publish.dryRun());
    const mainStep = unpacked.steps.find((s) => s.id === 'main:1')!;
    expect(mainStep).toMatchObject({ blocked: true, pack: { state: 'stale', volume: 1, file } });
    expect(unpacked.items.find((i) => i.path === file)).toMatchObject({
      status: 'blocked',
      pack: { state: 'stale' },
    });
    unwrap(await real.workspace.pack(1));
    const report = unwrap(await publish.dryRun());
    expect(report.items.filter((i) => i.status !== 'unchanged').map((i) => i.label)).toEqual(['1-2']);
    expect(report.steps.filter((s) => s.needed).map((s) => s.id)).toEqual(['main:1']);

    unwrap(await real.workspace.writeText(file, edited.replace('again', 'once more')));
    const stale = unwrap(await publish.upload(['main:1']));
    expect(stale.results[0]).toMatchObject({
      ok: false,
      message: 'the files changed since the dry run: run the dry run again',
    });
  });

  it('loses nothing when an upload fails, and a retry succeeds', async () => {
    let failNext = true;
    const flaky: typeof fetch = async (input, init) => {
      if (String(input).endsWith('/upload-main-files') && failNext) {
        failNext = false;
        throw new TypeError('fetch failed', { cause: new Error('connection reset') });
      }
      return fetch(input, init);
    };
    const flakyPublish = real.publish(flaky);
    unwrap(await flakyPublish.connect({ server, username: admin.username, password: admin.password }));
    const file = 'main/Vol_1/1-2.json';
    const text = await localText(file);
    unwrap(await real.workspace.pack(1));
    unwrap(await flakyPublish.dryRun());

    const failed = unwrap(await flakyPublish.upload(['main:1']));
    expect(failed.results[0]).toMatchObject({
      ok: false,
      message: `cannot reach ${server} (connection reset)`,
    });
    expect(await localText(file)).toBe(text);
    expect(unwrap(await real.workspace.refresh()).files.find((f) => f.path === file)!.uploadState).toBe(
      'changed',
    );

    const retried = unwrap(await flakyPublish.upload(['main:1']));
    expect(retried.results[0]).toMatchObject({ ok: true, processed: 2 });
    const served = await serverGet('/api/main-file/1/2?lang=es').expect(200);
    expect(decodeContentText(served.body.encoded_content)).toContain('once more');
    expect(unwrap(await flakyPublish.dryRun()).counts.changed).toBe(0);
  });

  it('blocks a volume with problems, in the dry run and the upload', async () => {
    const file = 'main/Vol_1/1-1.json';
    const text = await localText(file);
    await writeFile(path.join(dir, file), text.replace('"index": 1', '"index": 0'));
    const report = unwrap(await publish.dryRun());
    expect(report.items.filter((i) => i.status === 'blocked').map((i) => i.label)).toEqual([
      'Volumen 1',
      '1-1',
      '1-2',
      '1-1',
    ]);
    expect(report.steps.filter((s) => s.blocked).map((s) => s.id)).toEqual([
      'playlist:1',
      'main:1',
      'optional:1',
    ]);
    const outcome = unwrap(await publish.upload(['main:1']));
    expect(outcome.results[0]).toMatchObject({ ok: false, message: 'blocked by problems' });
    await writeFile(path.join(dir, file), text);
  });

  it('asks to connect again when the session has ended', async () => {
    // The server answers 401 to a token it no longer accepts; this fetch sends such a token.
    const expired = real.publish(async (input, init) => {
      const headers = new Headers(init?.headers);
      if (headers.has('Authorization')) headers.set('Authorization', 'Bearer not-a-token');
      return fetch(input, { ...init, headers });
    });
    unwrap(await expired.connect({ server, username: admin.username, password: admin.password }));
    const report = await expired.dryRun();
    expect(!report.ok && report.problems[0]!.message).toBe('the session expired: connect again');
    expect(expired.status()).toBeNull();
  });
});
