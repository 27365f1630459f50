import { signInPath, SIGNED_IN_COOKIE } from '@camino/schemas/member-pages';
import { expect, test } from './support/test';
import { member } from './support/volume-page';

// The volume page answered from the server: a visitor's redirect to sign in, a member's shell
// that asks for the chapter while it is parsed. (Its speed is measured by `npm run bench`.)
const CHAPTER_LINK = '/volume/1?chapter=1';

test.describe('the volume page from the server', () => {
  test('a visitor following a chapter link is sent to sign in by the server, no script needed', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(CHAPTER_LINK);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(signInPath(CHAPTER_LINK));
    await context.close();
  });

  test('a stale "signed in" hint without a session still ends on the sign-in page', async ({ page }) => {
    await page.context().addCookies([{ name: SIGNED_IN_COOKIE, value: '1', domain: '127.0.0.1', path: '/' }]);
    await page.goto(CHAPTER_LINK);
    await expect(page).toHaveURL((url) => url.pathname + url.search === signInPath(CHAPTER_LINK));
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
  });

  test("a member's shell shows the page's frame and asks for the chapter before the scripts arrive", async ({
    page,
    request,
  }) => {
    await member(page, request);
    // No script of the build arrives: only the shell's own starter can ask.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    const asked: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname.startsWith('/api/')) asked.push(new URL(req.url()).pathname);
    });
    const response = await page.request.get(CHAPTER_LINK, { headers: { Accept: 'text/html' } });
    const csp = response.headers()['content-security-policy'] ?? '';
    const scriptSrc = csp.split(';').find((directive) => directive.startsWith('script-src')) ?? '';
    expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
    expect(scriptSrc).not.toContain('unsafe-inline');

    // The frame's own navigation: the page's waits for the app, which never comes here.
    await page.mainFrame().goto(CHAPTER_LINK, { waitUntil: 'domcontentloaded' });
    await expect(page.getByTestId('volume-page')).toBeVisible();
    await expect
      .poll(() => asked)
      .toEqual(
        expect.arrayContaining(['/api/volumes/1/playlist', '/api/main-file/1/1', '/api/optional-file/1/1']),
      );
  });

  for (const [language, dark, width] of [
    ['en', false, 390],
    ['es', true, 1280],
  ] as const) {
    test(`a member's shell becomes the chapter (${language}, ${dark ? 'dark' : 'light'}, ${width} px)`, async ({
      page,
      request,
      baseURL,
    }) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await page.addInitScript(
        ({ language, dark }) => {
          // Init scripts run in every frame; the video's is not ours.
          if (window.top !== window) return;
          localStorage.setItem('language', language);
          localStorage.setItem('darkMode', String(dark));
        },
        { language, dark },
      );
      await page.context().addCookies([{ name: 'language', value: language, url: baseURL! }]);
      await member(page, request);
      await page.goto(CHAPTER_LINK);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByTestId('dialogue').locator('li').first()).toBeVisible();
      await expect(page.getByTestId('current-title')).toContainText(
        language === 'en' ? 'The road begins' : 'El camino comienza',
      );
    });
  }
});
