import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { adminToken, signInAsAdmin } from './support/api';
import { auditPage, useLanguage } from './support/audit';

/** Dates as the server seeds them: the demo week runs from today−3 to today+3 (UTC in tests). */
const day = (offset: number) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};
const englishDate = (iso: string) => {
  const date = new Date(`${iso}T00:00:00Z`);
  const main = new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);
  const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' }).format(date);
  return `${main} - ${weekday}`;
};

async function loaded(page: Page) {
  await expect(page.getByTestId('gospel-loading')).toHaveCount(0);
}

test.describe('Gospel of the Day', () => {
  test('today by default, with the reading, reflection, links and notes', async ({ page }) => {
    await page.goto('/evangelio');
    await loaded(page);
    await expect(page.getByTestId('gospel-date')).toHaveText(englishDate(day(0)));
    await expect(page.getByTestId('gospel-reference')).not.toBeEmpty();
    await expect(page).toHaveTitle(/^Gospel of the Day: .+ · Camino$/);
    await expect(page.getByTestId('gospel-verses').locator('li').first()).toBeVisible();
    await expect(page.getByTestId('gospel-reflection')).not.toBeEmpty();
    await expect(page.getByRole('link', { name: 'Read the whole chapter' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await expect(page.getByText('Liturgical note:')).toBeVisible();
    await expect(page.getByTestId('keyboard-hint')).toContainText('change the day');
    await expect(page.getByTestId('gospel-views')).toHaveCount(0);
    await auditPage(page, 'gospel');
  });

  test('arrows and the keyboard move by one day; Esc goes home', async ({ page }) => {
    await page.goto(`/evangelio?date=${day(0)}`);
    await loaded(page);
    await page.getByRole('button', { name: 'Next day' }).click();
    await expect(page).toHaveURL(`/evangelio?date=${day(1)}`);
    await expect(page.getByTestId('gospel-date')).toHaveText(englishDate(day(1)));
    await page.getByRole('button', { name: 'Previous day' }).click();
    await page.getByRole('button', { name: 'Previous day' }).click();
    await expect(page).toHaveURL(`/evangelio?date=${day(-1)}`);

    await page.locator('body').press('ArrowLeft');
    await expect(page).toHaveURL(`/evangelio?date=${day(-2)}`);
    await page.locator('body').press('ArrowRight');
    await page.locator('body').press('ArrowRight');
    await expect(page).toHaveURL(`/evangelio?date=${day(0)}`);
    await loaded(page);
    await page.locator('body').press('Escape');
    await expect(page).toHaveURL('/');
  });

  test('a date without an entry says so, and the arrows still work', async ({ page }) => {
    const missing = day(40);
    await page.goto(`/evangelio?date=${missing}`);
    await expect(page.getByTestId('gospel-not-available')).toHaveText(
      `Sorry, the gospel for the date ${englishDate(missing)} is not available at this time.`,
    );
    await auditPage(page, 'gospel-missing');
    await page.getByRole('button', { name: 'Previous day' }).click();
    await expect(page).toHaveURL(`/evangelio?date=${day(39)}`);
  });

  test('copy link and share (no share sheet here: falls back to the clipboard)', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/evangelio?date=${day(1)}`);
    await loaded(page);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByTestId('share-feedback')).toHaveText('Link copied to the clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseURL}/evangelio?date=${day(1)}`,
    );
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByTestId('share-feedback')).toHaveText(/Shared!|Link copied to the clipboard/);
    await expect(page.getByTestId('share-feedback')).toBeEmpty({ timeout: 6000 });
  });

  test('shows the English translation in English and the Spanish text in Spanish', async ({ page }) => {
    await page.goto(`/evangelio?date=${day(0)}`);
    await loaded(page);
    const english = await page.getByTestId('gospel-reference').textContent();
    await useLanguage(page, 'es');
    await expect(page.getByTestId('gospel-reference')).not.toHaveText(english!);
    await expect(page.getByTestId('gospel-date')).toContainText(' de ');
    await expect(page.getByText('Reflexión')).toBeVisible();
    await expect(page).toHaveTitle(/^Evangelio del día: .+ · Camino$/);
    await auditPage(page, 'gospel');
    await page.goto(`/evangelio?date=${day(45)}`);
    await expect(page.getByTestId('gospel-not-available')).toContainText('Lo sentimos, el evangelio del día');
  });

  test('records a view per date load; an admin sees the count', async ({ page, request }) => {
    const date = day(-3);
    const token = await adminToken(request);
    const count = async () =>
      (
        await (
          await request.get(`/api/admin/evangelio-views/${date}`, {
            headers: { Authorization: `Bearer ${token}` },
          })
        ).json()
      ).count as number;
    const before = await count();
    await signInAsAdmin(page, request);
    await page.goto(`/evangelio?date=${date}`);
    await loaded(page);
    await expect(page.getByTestId('gospel-views')).toHaveText(`Views: ${before + 1}`);
    await expect.poll(count).toBe(before + 1);
    await auditPage(page, 'gospel-admin', ['light']);
  });
});

test.describe('Gospel on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('fits without horizontal scrolling', async ({ page }) => {
    await page.goto('/evangelio');
    await loaded(page);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await auditPage(page, 'gospel');
  });
});
