import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { appReady, expect, test } from './support/test';
import { createMember, signInAsMember } from './support/api';
import { layoutShifts } from './support/layout-shifts';
import { openSiteMenu } from './support/header';

const SCREENSHOTS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'test-results',
  'screenshots',
);
const PAGES = ['/', '/evangelio', '/today', '/about'] as const;

/** The page's HTML as the server sends it, before any script runs. */
async function serverHtml(page: Page, url: string, language?: 'es'): Promise<string> {
  const res = await page.request.get(url, {
    headers: { Accept: 'text/html', ...(language ? { Cookie: `language=${language}` } : {}) },
  });
  expect(res.status()).toBe(200);
  return res.text();
}

/** Starts the page with a stored language and colour scheme, as a returning visitor has them. */
async function returningVisitor(page: Page, baseURL: string, language: 'en' | 'es', dark: boolean) {
  await page.addInitScript(
    ({ language, dark }) => {
      localStorage.setItem('language', language);
      localStorage.setItem('darkMode', String(dark));
    },
    { language, dark },
  );
  await page.context().addCookies([{ name: 'language', value: language, url: baseURL }]);
}

test.describe('pre-rendered pages', () => {
  test('the HTML of /, /evangelio and /about already holds the page and its data', async ({
    page,
    request,
  }) => {
    const home = await serverHtml(page, '/');
    expect(home).toContain('Walk the path, one chapter at a time');
    expect(home).toContain('Volume 36');
    expect(home).toContain('<title>Home · Camino</title>');
    expect(home).toContain('<script type="application/json" id="camino-page-data">');
    // No first paint of a half-parsed header (its row would move when the rest arrived): the
    // page is render-blocked until <main>, which the pre-rendered markup holds.
    expect(home).toContain('<link rel="expect" href="#main" blocking="render">');
    expect(home).toMatch(/<main id="main"/);

    const gospel = await (await request.get('/api/evangelio-del-dia')).json();
    const gospelHtml = await serverHtml(page, '/evangelio');
    expect(gospelHtml).toContain(`<title>Gospel of the Day: ${gospel.en.gospel.reference} · Camino</title>`);
    expect(gospelHtml).toContain(gospel.en.gospel.verses[0]);

    const about = await serverHtml(page, '/about');
    expect(about).toContain('<h1');
    expect(about).toContain('About Camino');
    // The English version, asked in the page's language; its own title is not said twice.
    expect(about).toContain('How to use it</h2>');
    expect(about).not.toContain('About Camino</h2>');
    expect(about).not.toContain('data-testid="fallback-label"');

    const spanish = await serverHtml(page, '/', 'es');
    expect(spanish).toContain('<html lang="es"');
    expect(spanish).toContain('Recorre el camino, capítulo a capítulo');
  });

  for (const [language, dark] of [
    ['en', false],
    ['es', true],
  ] as const) {
    for (const width of [1280, 390]) {
      test(`hydrate without an error or a layout shift (${language}, ${dark ? 'dark' : 'light'}, ${width} px)`, async ({
        page,
        baseURL,
      }) => {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
        await returningVisitor(page, baseURL!, language, dark);
        mkdirSync(SCREENSHOTS, { recursive: true });
        for (const url of PAGES) {
          await page.goto(url);
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          await expect(page.locator('html')).toHaveAttribute(
            'data-mantine-color-scheme',
            dark ? 'dark' : 'light',
          );
          const shifts = await layoutShifts(page);
          expect(shifts.total, `layout shift on ${url}: ${shifts.moved.join('\n')}`).toBe(0);
          const name = `prerender${url === '/' ? '-home' : url.replace('/', '-')}-${language}-${dark ? 'dark' : 'light'}-${width}.png`;
          await page.screenshot({ path: path.join(SCREENSHOTS, name), fullPage: true });
        }
        // Hydrated: the controls answer (the console guard fails the test on a hydration error).
        if (width > 480) await page.getByTestId(language === 'en' ? 'language-es' : 'language-en').click();
        else
          await (
            await openSiteMenu(page)
          )
            .getByRole('menuitem', { name: language === 'en' ? 'Español' : 'English' })
            .click();
        await expect(page.locator('html')).toHaveAttribute('lang', language === 'en' ? 'es' : 'en');
      });
    }
  }

  test("a visitor's / hydrates its news without fetching the Markdown renderer", async ({ page }) => {
    // The renderer (marked + DOMPurify) is fetched on demand: the news keeps the server's HTML.
    // Found by what is in the scripts (DOMPurify's option names), whatever the chunks are called.
    const renderers: string[] = [];
    page.on('response', async (response) => {
      if (!response.url().endsWith('.js')) return;
      // A body still being read when the test ends is of no interest (the page is gone).
      const body = await response.text().catch(() => '');
      if (body.includes('ALLOWED_TAGS')) renderers.push(response.url());
    });
    await page.goto('/');
    await appReady(page);
    const news = page.getByTestId('news-public');
    await expect(news).toContainText('Welcome to Camino');
    await page.waitForLoadState('networkidle');
    expect(renderers).toEqual([]);
    // Its links still move within the app.
    await news.getByRole('link', { name: 'Evangelio del día' }).click();
    await expect(page).toHaveURL(/\/evangelio$/);
    await expect(page.getByTestId('news-public')).toHaveCount(0);
  });

  test('a language chosen before the cookie existed is applied once the page has hydrated', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'es'));
    // The first request carries no cookie: the server draws English, the reader then switches.
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'Acerca de Camino' })).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'language')?.value).toBe('es');
    expect(await serverHtml(page, '/about', 'es')).toContain('<html lang="es"');
  });

  for (const width of [1280, 390]) {
    test(`a member's home turns from the visitor's markup into their own without moving (${width} px)`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      const member = await createMember(request, 'Hidra');
      await signInAsMember(page, member);
      await page.goto('/');
      await expect(page.getByTestId('user-name')).toHaveText(`Hidra ${member.lastName}`);
      await expect(page.getByTestId('visitor-notice')).toHaveCount(0);
      await expect(page.getByTestId('news-private')).toContainText('Hidra');
      // The next visit holds the member's header and news block in place from the first paint.
      await page.goto('/');
      await expect(page.getByTestId('news-private')).toContainText('Hidra');
      const shifts = await layoutShifts(page);
      expect(shifts.total, `layout shift: ${shifts.moved.join('\n')}`).toBe(0);
    });
  }
});
