import { expect, test as playwright, type Page } from '@playwright/test';
import { startWorld, type World } from './world';

/**
 * Every test fails on a page error or a console error (a CSP refusal shows up as one), except
 * the browser's own notice for an HTTP error answer, which several tests cause on purpose.
 */
/**
 * A pre-rendered page is on screen before its scripts run, and its buttons do nothing until the
 * app has taken over (`data-app-ready` on <html>, see src/main.tsx): after each navigation the
 * tests wait for that, as a user waits for a page to respond.
 */
export async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.getElementById('camino-page-data') || document.documentElement.hasAttribute('data-app-ready'),
  );
}

/**
 * The worker's own server and data folder (world.ts), started before any hook of the worker, and
 * every page and request pointed at it. Specs that must see the console's errors use it bare.
 */
export const unguarded = playwright.extend<object, { world: World }>({
  world: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const world = await startWorld();
      await use(world);
      await world.stop();
    },
    { scope: 'worker', auto: true, timeout: 60_000 },
  ],
  baseURL: async ({ world }, use) => use(world.url),
});

export const test = unguarded.extend<{ consoleGuard: void }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await appReady(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await appReady(page);
      return response;
    };
    await use(page);
  },
  consoleGuard: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        if (message.text().startsWith('Failed to load resource')) return;
        problems.push(`console error: ${message.text()}`);
      });
      await use();
      expect(problems, 'errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * The expect of the long member journeys (notes, offline, paths): a route's first visit (its code,
 * its data) takes over 10 s when both cores run a browser, a server and the other worker's test.
 */
export const journeyExpect = expect.configure({ timeout: 25_000 });
