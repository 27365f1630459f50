// Reading paths as a member lives them: the paths page lists the demo paths; the member joins the
// first week, today's step is highlighted, marking it done moves the step on and starts the
// streak shown on home, which the member can hide and show again. A visitor sees the paths and is
// asked to sign in. Screenshots in English and Spanish, light and dark, desktop and phone width.
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { appReady, journeyExpect as expect, test } from './support/test';
import { routeExternalBorders } from './support/borders';
import { createMember, signInAsMember } from './support/api';

const SHOTS = '/tmp/shots-paths';
mkdirSync(SHOTS, { recursive: true });

test.beforeEach(async ({ context }) => {
  await routeExternalBorders(context);
});

// Screenshots for a person to look at (the page's top, as a reader first sees it).
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, timeout: 60_000 });

// Screenshots on a machine whose cores other suites share take their time.
test.describe.configure({ timeout: 240_000 });

test('a visitor sees the reading paths and is asked to sign in', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Reading paths' })
    .click();
  await expect(page).toHaveURL(/\/paths$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reading paths' })).toBeVisible();
  await expect(page.getByTestId('path-card-first-week')).toContainText('Your first week');
  await expect(page.getByTestId('path-card-advent')).toContainText('follows Advent, from its First Sunday');
  await expect(page.getByTestId('path-join')).toHaveCount(0);
  await page.getByTestId('path-card-first-week').getByRole('link', { name: 'See the days' }).click();
  await expect(page.getByTestId('path-sign-in')).toBeVisible();
  await expect(page.getByTestId('path-days').locator('li')).toHaveCount(7);
});

test('a member joins the first week, marks today done and sees the streak', async ({ page, request }) => {
  const member = await createMember(request);
  await signInAsMember(page, member);

  await page.goto('/paths');
  const card = page.getByTestId('path-card-first-week');
  await card.getByTestId('path-join').click();
  await expect(card.getByTestId('path-state')).toHaveText('Following');
  await expect(card.getByTestId('path-progress')).toHaveText('0 of 7 days done · today: day 1');
  await shot(page, 'paths-en-light-desktop');

  await card.getByRole('link', { name: 'See the days' }).click();
  const day1 = page.getByTestId('path-day-1');
  await expect(day1).toHaveAttribute('data-today', 'true');
  await expect(day1.getByTestId('path-today-badge')).toHaveText('Today');
  await expect(day1).toContainText('What question would you bring to the Teacher?');
  await shot(page, 'path-en-light-desktop');

  // Keyboard: the mark is a button reached and pressed like any other.
  await day1.getByTestId('path-day-mark-1').focus();
  await page.keyboard.press('Enter');
  await expect(day1.getByTestId('path-day-mark-1')).toHaveAttribute('aria-pressed', 'true');
  await expect(day1).toHaveAttribute('data-done', 'true');
  // Day 2 is not due yet (it is tomorrow's), so no step is suggested for today.
  await expect(page.locator('[data-today]')).toHaveCount(0);

  // Pausing asks nothing; leaving asks first, and Cancel changes nothing.
  await page.getByTestId('path-pause').click();
  await expect(page.getByTestId('path-state')).toHaveText('Paused');
  await page.getByTestId('path-resume').click();
  await expect(page.getByTestId('path-state')).toHaveText('Following');
  await page.getByTestId('path-leave').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('path-state')).toHaveText('Following');

  await page.goto('/');
  await expect(page.getByTestId('streak-days')).toHaveText('1 day in a row');
  await shot(page, 'home-streak-en-light-desktop');
  await page.getByTestId('streak-hide').click();
  await expect(page.getByTestId('streak-card')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('streak-show')).toBeVisible();
  await page.getByTestId('streak-show').click();
  await expect(page.getByTestId('streak-days')).toHaveText('1 day in a row');
});

test('the path pages in Spanish, dark, at phone width', async ({ browser, request }) => {
  const member = await createMember(request);
  const context = await browser.newContext({ colorScheme: 'dark', viewport: { width: 390, height: 844 } });
  await routeExternalBorders(context);
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('language', 'es'));
  await signInAsMember(page, member);
  // A page of its own context, not the fixture's: it waits for the app itself after each load.
  await page.goto('/paths');
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Caminos de lectura' })).toBeVisible();
  await page.getByTestId('path-card-first-week').getByTestId('path-join').click();
  await expect(page.getByTestId('path-card-first-week').getByTestId('path-state')).toHaveText('Siguiendo');
  await shot(page, 'paths-es-dark-phone');
  await page.goto('/paths/first-week');
  await appReady(page);
  await expect(page.getByTestId('path-day-1').getByTestId('path-today-badge')).toHaveText('Hoy');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
  await shot(page, 'path-es-dark-phone');
  await page.getByTestId('path-day-mark-1').click();
  await expect(page.getByTestId('path-day-mark-1')).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/');
  await appReady(page);
  await expect(page.getByTestId('streak-days')).toHaveText('1 día seguido');
  await shot(page, 'home-streak-es-dark-phone');
  await context.close();
});

test('a member picks the day a path starts: its first day waits for that date', async ({ page, request }) => {
  const member = await createMember(request, 'Clemente');
  await signInAsMember(page, member);
  const tomorrow = new Date(Date.now() + 24 * 3600 * 1000).toISOString().slice(0, 10);
  await page.goto('/paths/first-week');
  await appReady(page);
  const start = page.getByLabel('Start on');
  await expect(start).toHaveValue(new Date().toISOString().slice(0, 10));
  await start.fill(tomorrow);
  await page.getByTestId('path-join').click();
  await expect(page.getByTestId('path-state')).toHaveText('Following');
  const res = await request.get('/api/paths/first-week', {
    headers: { Authorization: `Bearer ${member.token}` },
  });
  expect(await res.json()).toMatchObject({ state: 'active', start_date: tomorrow });
  // Nothing is due today: day 1 is tomorrow's.
  await expect(page.locator('[data-today]')).toHaveCount(0);
});
