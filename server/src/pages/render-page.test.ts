import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import pino from 'pino';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-context';
import { serveReader } from './serve-reader';
import { PAGE_DATA_ID } from '@camino/schemas/page-data';
import { AFTER_PAINT_ID } from './html-page';
import { createPageRenderer } from './render-page';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head><title>Camino</title><script type="module" src="/assets/index-1.js"></script><!--camino:head--></head>
  <body><div id="root"><!--camino:page--></div></body>
</html>`;

const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', css: ['assets/index-1.css'], imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-1.js' },
  'src/app/routes/about.tsx': {
    file: 'assets/about-1.js',
    css: ['assets/about-1.css'],
    imports: ['_shared.js'],
  },
};

/**
 * A stand-in for the reader's pre-render module (web-reader/dist-ssr/entry-server.js, which the
 * e2e suite exercises for real): it draws what it was given, so the test sees what the server
 * passes, and fails on demand.
 */
const SSR_MODULE = `
export async function render({ url, data, origin }) {
  if (globalThis.__caminoFailRender) throw new Error('render exploded');
  const about = data.api['/about?lang=' + data.language];
  const volumes = data.api['/volumes'];
  const text = about ? about.content : volumes ? volumes.volumes.length + ' volumes' : 'no data';
  return {
    html: '<main data-url="' + url + '" data-lang="' + data.language + '" data-origin="' + origin + '">' +
      text.replace(/</g, '&lt;') + '</main>',
    title: (data.language === 'es' ? 'Acerca de' : 'About') + ' <Camino>',
  };
}
`;

/** The JSON the page embeds for the browser. */
function embedded(html: string): { language: string; today: string; api: Record<string, unknown> } {
  const match = new RegExp(`<script type="application/json" id="${PAGE_DATA_ID}">(.*?)</script>`).exec(html);
  expect(match, 'the page embeds its data').not.toBeNull();
  return JSON.parse(match![1]!);
}

/** The scripts a pre-rendered page starts once painted (see public/boot.js). */
function afterPaint(html: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${AFTER_PAINT_ID}">(.*?)</script>`).exec(
    html,
  );
  expect(match, 'the page lists its scripts').not.toBeNull();
  return JSON.parse(match![1]!);
}

describe('pre-rendered reader pages', () => {
  let ctx: TestContext;
  let dist: string;
  let ssrDir: string;
  let emptySsrDir: string;
  const appWith = (ssr: string) =>
    supertest(
      express().use(
        serveReader({
          logger: pino({ level: 'silent' }),
          distDir: dist,
          renderPage: createPageRenderer({
            services: ctx.services,
            clock: ctx.clock,
            cache: ctx.cache,
            logger: pino({ level: 'silent' }),
            publicUrl: 'https://camino.example.org',
            distDir: dist,
            ssrDir: ssr,
          }),
        }),
      ),
    );

  beforeAll(async () => {
    ctx = await createTestContext({ seed: true });
    dist = mkdtempSync(path.join(tmpdir(), 'camino-ssr-dist-'));
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
    writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    ssrDir = mkdtempSync(path.join(tmpdir(), 'camino-ssr-'));
    writeFileSync(path.join(ssrDir, 'entry-server.js'), SSR_MODULE);
    emptySsrDir = mkdtempSync(path.join(tmpdir(), 'camino-ssr-none-'));
  });
  afterAll(async () => {
    for (const dir of [dist, ssrDir, emptySsrDir]) rmSync(dir, { recursive: true, force: true });
    await ctx?.close();
  });

  it('answers / with the page drawn in the HTML and the public API answers it was drawn from', async () => {
    const res = await appWith(ssrDir).get('/').set('Accept', 'text/html').expect(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/Cookie/);
    expect(res.text).toContain('<div id="root"><main data-url="/" data-lang="en"');
    expect(res.text).toContain('>36 volumes</main>');
    // Not painted half-parsed: the first paint waits for <main>.
    expect(res.text).toMatch(/<link rel="expect" href="#main" blocking="render">.*<\/head>/s);

    const data = embedded(res.text);
    expect(data.language).toBe('en');
    // Exactly what the API gives a visitor, so the browser's revalidation finds nothing new.
    const apiPaths = [
      '/volumes',
      '/news-config',
      '/image-config',
      '/evangelio-button-config',
      '/topics-button-config',
    ];
    for (const apiPath of apiPaths) {
      const api = await ctx.request.get(`/api${apiPath}`).expect(200);
      expect(data.api[apiPath], apiPath).toEqual(api.body);
    }
    expect(data.api['/news-config']).toMatchObject({ private: { enabled: false } });
  });

  it("renders in the visitor's language, with the page's title and its route's files", async () => {
    const res = await appWith(ssrDir).get('/about').set('Cookie', 'theme=x; language=es').expect(200);
    expect(res.text).toContain('<html lang="es"');
    expect(res.text).toContain('data-lang="es"');
    expect(res.text).toContain('data-origin="https://camino.example.org"');
    expect(res.text).toContain('<title>Acerca de &lt;Camino&gt;</title>');
    // The About chunk's own files, not those index.html already loads: its styles before the
    // first paint, its scripts in the list public/boot.js starts after it, with the entry's.
    expect(res.text).toContain('<link rel="stylesheet" crossorigin href="/assets/about-1.css">');
    expect(res.text).not.toContain('<script type="module"');
    expect(afterPaint(res.text)).toEqual({
      modules: ['/assets/index-1.js'],
      preload: ['/assets/about-1.js'],
    });
    expect(embedded(res.text).language).toBe('es');

    const english = await appWith(ssrDir).get('/about').set('Cookie', 'language=fr').expect(200);
    expect(english.text).toContain('<html lang="en"');
  });

  it('embeds data no text can break out of, and shows a published change at once', async () => {
    const content = '# About\n\nSee </script><script>alert(1)</script> here';
    await ctx.services.settings.set('about', { content });
    // The Spanish page shows the source just saved (the English one, its translation).
    const res = await appWith(ssrDir).get('/about').set('Cookie', 'language=es').expect(200);
    expect(res.text).not.toContain('</script><script>alert(1)');
    const answer = { content, lang: 'es', fallback: false };
    expect(embedded(res.text).api['/about?lang=es']).toEqual(answer);
    expect((await ctx.request.get('/api/about?lang=es').expect(200)).body).toEqual(answer);
    expect(res.text).toContain('See &lt;/script>&lt;script>alert(1)&lt;/script> here');
  });

  it("answers /evangelio for the asked day (today for a bad date) with that day's entry", async () => {
    const today = embedded((await appWith(ssrDir).get('/evangelio').expect(200)).text).today;
    const day = await appWith(ssrDir).get(`/evangelio?date=${today}`).expect(200);
    expect(day.text).toContain(`data-url="/evangelio?date=${today}"`);
    const entry = await ctx.request.get(`/api/evangelio-del-dia?date=${today}`).expect(200);
    expect(embedded(day.text).api[`/evangelio-del-dia?date=${today}`]).toEqual(entry.body);

    const bad = await appWith(ssrDir).get('/evangelio?date=2026-02-30').expect(200);
    expect(bad.text).toContain(`data-url="/evangelio?date=${today}"`);
    // A day without an entry is not rendered: the plain shell, whose reader asks and shows the API's error.
    const missing = await appWith(ssrDir).get('/evangelio?date=1900-01-01').expect(200);
    expect(missing.text).toContain('<div id="root"><!--camino:page--></div>');
    expect(missing.text).not.toContain(PAGE_DATA_ID);
  });

  it("answers /today for any computed day, embedding the API's answer under the reader's key", async () => {
    const today = embedded((await appWith(ssrDir).get('/today').expect(200)).text).today;
    const day = await appWith(ssrDir).get('/today?date=2030-12-25').set('Cookie', 'language=es').expect(200);
    expect(day.text).toContain('data-url="/today?date=2030-12-25"');
    const answer = await ctx.request.get('/api/today?date=2030-12-25&lang=es').expect(200);
    expect(embedded(day.text).api).toEqual({ '/today?date=2030-12-25&lang=es': answer.body });
    expect(answer.body.gospel).toBeNull();
    const bad = await appWith(ssrDir).get('/today?date=nope').expect(200);
    expect(bad.text).toContain(`data-url="/today?date=${today}"`);
    // A year the calendar is not computed for gets the shell, whose reader shows the API's 400.
    const outside = await appWith(ssrDir).get('/today?date=1900-01-01').expect(200);
    expect(outside.text).not.toContain(PAGE_DATA_ID);
  });

  it('revalidates with the ETag: 304 while nothing changed', async () => {
    const first = await appWith(ssrDir).get('/').expect(200);
    await appWith(ssrDir).get('/').set('If-None-Match', first.headers.etag!).expect(304);
  });

  it('falls back to the plain shell when the render fails, never an error page', async () => {
    (globalThis as { __caminoFailRender?: boolean }).__caminoFailRender = true;
    try {
      // A change drops the page rendered before, so this request renders anew.
      await ctx.services.settings.set('about', { content: 'Changed' });
      const res = await appWith(ssrDir).get('/about').expect(200);
      expect(res.text).toContain('<div id="root"><!--camino:page--></div>');
      expect(res.text).not.toContain(PAGE_DATA_ID);
    } finally {
      delete (globalThis as { __caminoFailRender?: boolean }).__caminoFailRender;
    }
  });

  it('serves the plain shell, with the new files, once the reader is rebuilt under it', async () => {
    const request = appWith(ssrDir);
    expect((await request.get('/').expect(200)).text).toContain('/assets/index-1.js');
    writeFileSync(path.join(dist, 'index.html'), TEMPLATE.replace('index-1.js', 'index-2.js'));
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(dist, 'index.html'), later, later);
    const res = await request.get('/').expect(200);
    expect(res.text).toContain('/assets/index-2.js');
    expect(res.text).toContain('<div id="root"><!--camino:page--></div>');
  });

  it('serves the plain shell without a pre-render build, and for pages it does not pre-render', async () => {
    const shell = await appWith(emptySsrDir).get('/').expect(200);
    expect(shell.text).toContain('<div id="root"><!--camino:page--></div>');
    // The shell shows nothing without its scripts: they load with it, as the build wrote them.
    expect(shell.text).toMatch(/<script type="module" src="\/assets\/index-\d\.js"><\/script>/);
    const memberPage = await appWith(ssrDir).get('/my-notes').expect(200);
    expect(memberPage.text).toContain('<div id="root"><!--camino:page--></div>');
    // No <main> in the shell's HTML to wait for (Chromium would warn on every load).
    for (const page of [shell.text, memberPage.text]) expect(page).not.toContain('rel="expect"');
  });
});
