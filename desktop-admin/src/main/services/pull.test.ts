import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PullProgress, PullReport } from '../../shared/server-types';
import { decide } from './pull';
import { unwrap, useRealServer } from '../test/real-server';

// Pulling live content into an empty workspace, against the real server app on a test database.
const real = useRealServer();
const publish = real.publish();
const workspace = real.workspace;

const adminRequest = (method: 'get' | 'post', url: string) =>
  real.ctx.request[method](url).set('Authorization', `Bearer ${real.admin.token}`);
const local = (file: string) => real.local(file);
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
    await real.connect(publish);
    // The earliest month, as the deletions below read it: the demo's days follow the calendar, so
    // the API's first date is in another month on some days of the year.
    const dates: string[] = (await adminRequest('get', '/api/admin/evangelios').expect(200)).body.evangelios
      .map((e: { date: string }) => e.date)
      .sort();
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
    // Five parts, then the translations of what they brought.
    expect(progress.at(-1)).toEqual({ done: 6, total: 6, current: null });
    expect((await real.ctx.request.get('/api/about?lang=es').expect(200)).body.content).toBe(
      await local('about.md'),
    );
    const playlist = JSON.parse(await local('playlists/Vol_1.json'));
    const served = (await adminRequest('get', '/api/volumes/1/playlist?lang=es').expect(200)).body;
    expect(playlist.items.map((i: { title: string }) => i.title)).toEqual(
      served.items.map((i: { title: string }) => i.title),
    );

    // The sources' translations come beside them, the server's status kept: the demo's chapter
    // 1-5 translation was made from an earlier source.
    expect(paths).toEqual(
      expect.arrayContaining(['playlists/Vol_1.en.json', 'main/Vol_1/1-1.en.json', 'about.en.md']),
    );
    const english = JSON.parse(await local('playlists/Vol_1.en.json'));
    expect(english.items.map((i: { title: string }) => i.title)).toEqual(
      (await adminRequest('get', '/api/volumes/1/playlist?lang=en').expect(200)).body.items.map(
        (i: { title: string }) => i.title,
      ),
    );
    // Every pulled file is valid and counts as what the server holds.
    const snapshot = unwrap(await workspace.refresh());
    const translationOf = (file: string) =>
      snapshot.files.find((f) => f.path === file)!.translations![0]!.status;
    expect(translationOf('main/Vol_1/1-1.json')).toBe('current');
    expect(translationOf('main/Vol_1/1-5.json')).toBe('stale');
    expect(snapshot.files.filter((f) => f.problems.length > 0).map((f) => [f.path, f.problems])).toEqual([]);
    expect(snapshot.files.every((f) => f.uploadState === 'uploaded')).toBe(true);
    // Packed as pulled, the server's own dry run finds nothing to send and nothing blocked.
    unwrap(await workspace.pack(1));
    unwrap(await workspace.packTemas());
    const dryRun = unwrap(await publish.dryRun());
    expect(dryRun.steps.filter((s) => s.needed || s.blocked).map((s) => s.id)).toEqual([]);
    expect(dryRun.counts).toMatchObject({ new: 0, changed: 0, removed: 0, blocked: 0 });
  });

  it('keeps local edits, and reports a conflict instead of overwriting when both sides changed', async () => {
    const about = await local('about.md');
    const news = await local('news.json');
    // News edited here only: kept. About edited here and on the server: a conflict, left alone.
    const parsedNews = JSON.parse(news);
    parsedNews.public.title = 'Edited here';
    const localNews = `${JSON.stringify(parsedNews, null, 2)}\n`;
    await writeFile(path.join(real.dir, 'news.json'), localNews);
    await writeFile(path.join(real.dir, 'about.md'), `${about}\nEdited here.\n`);
    await adminRequest('post', '/api/admin/about')
      .send({ content: '# About\n\nEdited on the server.\n' })
      .expect(200);

    const second = unwrap(await publish.pull({ about: true, news: true }));
    expect(statusOf(second, 'about.md')).toBe('conflict');
    expect(statusOf(second, 'news.json')).toBe('kept-local');
    expect(await local('news.json')).toBe(localNews);
    expect(await local('about.md')).toBe(`${about}\nEdited here.\n`);

    // Back to the pulled text: unchanged here, so the server's new About comes in.
    await writeFile(path.join(real.dir, 'about.md'), about);
    const third = unwrap(await publish.pull({ about: true }));
    expect(statusOf(third, 'about.md')).toBe('updated');
    expect(await local('about.md')).toBe('# About\n\nEdited on the server.\n');
    const refreshed = unwrap(await workspace.refresh());
    expect(refreshed.files.find((f) => f.path === 'about.md')!.uploadState).toBe('uploaded');
  });
});

describe('pulling the news', () => {
  it("keeps each block's language, so the pulled file is what the server holds", async () => {
    const news = (await adminRequest('get', '/api/admin/news-config').expect(200)).body;
    await real.ctx.request
      .put('/api/admin/news-config')
      .set('Authorization', `Bearer ${real.admin.token}`)
      .send({ public: { ...news.public, lang: 'es' }, private: news.private })
      .expect(200);
    await rm(path.join(real.dir, 'news.json'), { force: true });
    unwrap(await publish.pull({ news: true }));
    const pulled = JSON.parse(await local('news.json'));
    expect(pulled.public.lang).toBe('es');
    expect(pulled.private.lang).toBeUndefined();
    const snapshot = unwrap(await workspace.refresh());
    expect(snapshot.files.find((f) => f.path === 'news.json')!.uploadState).toBe('uploaded');
  });
});

describe('deletions as publishing steps', () => {
  it('offers a gospel date and a theme removed here since the pull as unticked-by-default removals', async () => {
    const dates: string[] = (await adminRequest('get', '/api/admin/evangelios').expect(200)).body.evangelios
      .map((e: { date: string }) => e.date)
      .sort();
    const month = dates[0]!.slice(0, 7);
    const file = `evangelios/${month}.json`;
    const entries = JSON.parse(await local(file)) as Array<{ date: string }>;
    const [gone, ...kept] = entries;
    await writeFile(path.join(real.dir, file), `${JSON.stringify(kept, null, 2)}\n`);
    const snapshot = unwrap(await workspace.refresh());
    const temaFile = snapshot.files.find((f) => f.kind === 'tema')!.path;
    const title = JSON.parse(await local(temaFile)).title as string;
    await rm(path.join(real.dir, temaFile));
    unwrap(await workspace.packTemas());

    const report = unwrap(await publish.dryRun());
    const deleteGospel = report.steps.find((s) => s.kind === 'delete-gospel')!;
    expect(deleteGospel).toMatchObject({ needed: true, blocked: false, deletes: [gone!.date] });
    expect(deleteGospel.serverChanges).toEqual([
      expect.objectContaining({ kind: 'gospel', key: gone!.date, status: 'removed' }),
    ]);
    const deleteTema = report.steps.find((s) => s.kind === 'delete-tema')!;
    expect(deleteTema).toMatchObject({ label: title, needed: true, deletes: [title] });
    expect(deleteTema.serverChanges!.map((c) => c.status)).toEqual(['removed']);
    expect(report.items.filter((i) => i.status === 'removed').map((i) => i.label)).toEqual([
      gone!.date,
      title,
    ]);
    // The dry run deleted nothing.
    await adminRequest('get', `/api/admin/evangelios/${gone!.date}`).expect(200);

    // Only the gospel deletion is chosen: the date goes, the theme stays.
    const outcome = unwrap(await publish.upload([deleteGospel.id]));
    expect(outcome.results).toEqual([expect.objectContaining({ id: deleteGospel.id, ok: true })]);
    await adminRequest('get', `/api/admin/evangelios/${gone!.date}`).expect(404);
    const temas = (await adminRequest('get', '/api/admin/temas').expect(200)).body.temas;
    expect(temas.map((t: { title: string }) => t.title)).toContain(title);

    // Done: the date is no longer offered; the theme still is.
    const again = unwrap(await publish.dryRun());
    expect(again.steps.filter((s) => s.deletes).map((s) => s.kind)).toEqual(['delete-tema']);
  });
});

describe('the featured image and the home buttons', () => {
  it('are pulled into image.json and buttons.json, and published as dry-run steps of their own', async () => {
    await real.connect(publish);
    const image = {
      imageUrl: 'https://camino.test/featured.jpg',
      clickUrl: 'https://camino.test/volume/3',
      tooltipText: 'Watch',
      altText: 'Volume 3',
      visible: true,
    };
    await adminRequest('post', '/api/admin/image-config').send(image).expect(200);
    const buttonsBefore = {
      evangelio: (await adminRequest('get', '/api/admin/evangelio-button-config').expect(200)).body.enabled,
      topics: (await adminRequest('get', '/api/admin/topics-button-config').expect(200)).body.enabled,
    };
    const report = unwrap(await publish.pull({ image: true, buttons: true }));
    expect(report.files).toEqual([
      { path: 'image.json', status: 'added' },
      { path: 'buttons.json', status: 'added' },
    ]);
    expect(JSON.parse(await local('image.json'))).toEqual(image);
    const buttons = JSON.parse(await local('buttons.json'));
    expect(buttons).toEqual({
      evangelio: { enabled: buttonsBefore.evangelio },
      topics: { enabled: buttonsBefore.topics },
    });
    const pulled = unwrap(await workspace.refresh()).files.filter(
      (f) => f.kind === 'image' || f.kind === 'buttons',
    );
    expect(pulled.map((f) => [f.path, f.problems, f.uploadState])).toEqual([
      ['buttons.json', [], 'uploaded'],
      ['image.json', [], 'uploaded'],
    ]);

    // Edited here: a new click target, and the topics button switched.
    await writeFile(
      path.join(real.dir, 'image.json'),
      JSON.stringify({ ...image, clickUrl: 'https://camino.test/volume/4' }),
    );
    buttons.topics.enabled = !buttons.topics.enabled;
    await writeFile(path.join(real.dir, 'buttons.json'), JSON.stringify(buttons));
    const dryRun = unwrap(await publish.dryRun());
    const step = (id: string) => dryRun.steps.find((s) => s.id === id)!;
    expect(step('image')).toMatchObject({ needed: true, blocked: false });
    expect(step('image').serverChanges![0]!.fields).toEqual([
      { pointer: '/clickUrl', before: image.clickUrl, after: 'https://camino.test/volume/4' },
    ]);
    expect(step('button:topics').needed).toBe(true);
    // Each button is its own step (the evangelio one is not chosen below).
    expect(step('button:evangelio').blocked).toBe(false);
    // Untouched since the pull, and never changed on this site (its default): nothing to publish.
    expect(step('button:evangelio')).toMatchObject({
      needed: false,
      serverChanges: [{ kind: 'settings', key: 'buttons', status: 'unchanged' }],
    });
    // The dry run wrote nothing.
    expect((await adminRequest('get', '/api/admin/image-config').expect(200)).body.featuredImage).toEqual(
      image,
    );

    const outcome = unwrap(await publish.upload(['image', 'button:topics']));
    expect(outcome.results.map((r) => [r.id, r.ok])).toEqual([
      ['image', true],
      ['button:topics', true],
    ]);
    expect(
      (await adminRequest('get', '/api/admin/image-config').expect(200)).body.featuredImage.clickUrl,
    ).toBe('https://camino.test/volume/4');
    expect((await adminRequest('get', '/api/admin/topics-button-config').expect(200)).body.enabled).toBe(
      !buttonsBefore.topics,
    );
    expect((await adminRequest('get', '/api/admin/evangelio-button-config').expect(200)).body.enabled).toBe(
      buttonsBefore.evangelio,
    );
  });
});
