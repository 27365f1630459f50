// Proves /evangelio cannot be used to bust the pre-render cache: only days with a gospel entry are
// rendered (any other day gets the reader's plain shell, with no render and nothing cached), at
// most GOSPEL_PAGES_KEPT rendered days stay in the cache however many are asked, and a content
// change drops them (the next request renders the new entry).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import pino from 'pino';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GospelEntry } from '@camino/schemas/gospel-entry';
import { createTestContext, type TestContext } from '../test/test-context';
import { LIMITS } from '../services/limits/policies';
import { GOSPEL_PAGES_KEPT } from './gospel-pages';
import { createPageRenderer } from './render-page';
import { serveReader } from './serve-reader';

const SHELL = `<!doctype html>
<html lang="en"><head><title>Camino</title><script type="module" src="/assets/index-1.js"></script><!--camino:head--></head>
<body><div id="root"><!--camino:page--></div></body></html>`;

/** Counts its renders and draws the day's reference, so the test sees what was rendered. */
const SSR_MODULE = `
export async function render({ url, data }) {
  globalThis.__gospelRenders = (globalThis.__gospelRenders ?? 0) + 1;
  const day = Object.values(data.api)[0];
  const reference = day ? day.gospel.reference : 'none';
  return { html: '<main data-url="' + url + '">' + reference + '</main>', title: 'Evangelio' };
}
`;

const renders = () => (globalThis as { __gospelRenders?: number }).__gospelRenders ?? 0;

/** `n` consecutive days from 2030-01-01. */
const days = (n: number, from = 0) =>
  Array.from({ length: n }, (_, i) => new Date(Date.UTC(2030, 0, 1 + from + i)).toISOString().slice(0, 10));

const entry = (date: string, reference = `Jn ${date}`): GospelEntry => ({
  date,
  gospel: { reference, verses: ['Dijo Jesús…'] },
});

describe('/evangelio pre-renders', () => {
  let ctx: TestContext;
  let dist: string;
  let ssrDir: string;
  let request: supertest.Agent;

  beforeAll(async () => {
    ctx = await createTestContext();
    dist = mkdtempSync(path.join(tmpdir(), 'camino-gospel-dist-'));
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(path.join(dist, 'index.html'), SHELL);
    writeFileSync(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({ 'index.html': { file: 'assets/index-1.js' } }),
    );
    ssrDir = mkdtempSync(path.join(tmpdir(), 'camino-gospel-ssr-'));
    writeFileSync(path.join(ssrDir, 'entry-server.js'), SSR_MODULE);
    await ctx.services.gospel.putEntries(days(GOSPEL_PAGES_KEPT + 40).map((date) => entry(date)));
    const logger = pino({ level: 'silent' });
    request = supertest.agent(
      // Clients are told apart by X-Forwarded-For, as behind a proxy (TRUST_PROXY).
      express()
        .set('trust proxy', true)
        .use(
          serveReader({
            logger,
            distDir: dist,
            renderPage: createPageRenderer({
              services: ctx.services,
              clock: ctx.clock,
              cache: ctx.cache,
              logger,
              publicUrl: 'https://camino.example.org',
              distDir: dist,
              ssrDir,
            }),
          }),
        ),
    );
  });
  afterAll(async () => {
    for (const dir of [dist, ssrDir]) rmSync(dir, { recursive: true, force: true });
    await ctx?.close();
  });

  let clients = 0;
  /** The page of `date` for `client` (a new client each time by default: no meter runs out). */
  const page = async (date: string, client = `10.0.${Math.floor(++clients / 250)}.${clients % 250}`) =>
    (await request.get(`/evangelio?date=${date}`).set('X-Forwarded-For', client).expect(200)).text;

  it('renders a day with an entry once, then serves it from the cache', async () => {
    const [day] = days(1);
    const before = renders();
    expect(await page(day!)).toContain(`<main data-url="/evangelio?date=${day}">Jn ${day}</main>`);
    expect(await page(day!)).toContain(`Jn ${day}`);
    expect(renders() - before).toBe(1);
  });

  it('answers many days without an entry with the shared shell: no render, no cache growth', async () => {
    await page(days(1)[0]!); // the set of days is loaded
    const before = { renders: renders(), cache: ctx.cache.stats().entries };
    for (const date of days(300, 1000)) {
      const html = await page(date);
      expect(html).toContain('<div id="root"><!--camino:page--></div>');
    }
    expect(renders()).toBe(before.renders);
    expect(ctx.cache.stats().entries).toBe(before.cache);
  });

  it(`keeps at most ${GOSPEL_PAGES_KEPT} rendered days however many are asked`, async () => {
    const all = days(GOSPEL_PAGES_KEPT + 40);
    const before = renders();
    for (const date of all) expect(await page(date)).toContain(`Jn ${date}`);
    expect(renders() - before).toBeGreaterThanOrEqual(all.length - 1);
    // Every entry besides the rendered days: the set of days (and nothing else this app caches).
    expect(ctx.cache.stats().entries).toBeLessThanOrEqual(GOSPEL_PAGES_KEPT + 1);
    // The most recent days are still cached; the oldest were dropped and render again.
    const again = renders();
    await page(all.at(-1)!);
    expect(renders()).toBe(again);
    await page(all[0]!);
    expect(renders()).toBe(again + 1);
  });

  it('drops the rendered days and the set of days when the content changes', async () => {
    const [day] = days(1);
    await page(day!);
    // Written through the services, as the admin routes do: the content generation drops the cache.
    await ctx.services.gospel.putEntries([entry(day!, 'Mt 5, 1-12')]);
    expect(await page(day!)).toContain('>Mt 5, 1-12</main>');
    // A day added by the change is rendered now; a deleted one is the shell again.
    const [added] = days(1, 5000);
    expect(await page(added!)).toContain('<!--camino:page-->');
    await ctx.services.gospel.putEntries([entry(added!)]);
    expect(await page(added!)).toContain(`>Jn ${added}</main>`);
    await ctx.services.gospel.deleteEntries([added!]);
    expect(await page(added!)).toContain('<!--camino:page-->');
  });

  it(`renders at most ${LIMITS.gospelRender.points} days a minute for one client, who then gets the shell`, async () => {
    const client = '192.0.2.7';
    const all = days(LIMITS.gospelRender.points + 5, 7000);
    await ctx.services.gospel.putEntries(all.map((date) => entry(date)));
    const before = renders();
    const answers: string[] = [];
    for (const date of all) answers.push(await page(date, client));
    expect(renders() - before).toBe(LIMITS.gospelRender.points);
    const rendered = all.slice(0, LIMITS.gospelRender.points);
    rendered.forEach((date, i) => expect(answers[i]).toContain(`>Jn ${date}</main>`));
    for (const html of answers.slice(LIMITS.gospelRender.points))
      expect(html).toContain('<div id="root"><!--camino:page--></div>');
    // A day already rendered is served to the same client from the cache; another client renders.
    expect(await page(rendered[0]!, client)).toContain(`>Jn ${rendered[0]}</main>`);
    expect(await page(all.at(-1)!, '192.0.2.8')).toContain(`>Jn ${all.at(-1)}</main>`);
    expect(renders() - before).toBe(LIMITS.gospelRender.points + 1);
  });
});
