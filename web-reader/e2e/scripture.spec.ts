import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createMember, signInAsMember } from './support/api';
import { useLanguage, useScheme } from './support/audit';

const SCREENSHOTS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'test-results',
  'screenshots',
);

/** Dates as the server seeds them: the demo week runs from today−3 to today+3 (UTC in tests). */
const day = (offset: number) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};

async function shot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

// The demo's gospel of today−1 reads Mark 4:26-32, which demo chapter 2-4 cites (Marcos 4:26-28);
// today+2 reads Luke 10:38-42, which demo chapter 1-3 cites (Lucas 10:41-42).
test.describe('Scripture: the gospel and the chapters that teach it', () => {
  test("the gospel page lists its passage's chapters and opens the passage view (English)", async ({
    page,
  }) => {
    await page.goto(`/evangelio?date=${day(-1)}`);
    const related = page.getByTestId('gospel-related');
    await expect(related.getByRole('heading', { name: 'Chapters that teach this passage' })).toBeVisible();
    const chapter = related.getByTestId('scripture-chapter');
    await expect(chapter).toHaveCount(1);
    await expect(chapter).toContainText('Volume 2 · Chapter 4');
    // The cited passage in the UI language, though the chapter wrote it in Spanish.
    await expect(chapter).toContainText('Cites Mark 4:26-28');
    await expect(chapter).toHaveAttribute('href', '/volume/2?chapter=4');
    await shot(page, 'scripture-gospel-en-light');

    await page.getByTestId('gospel-passage-link').click();
    await expect(page).toHaveURL(/\/passage\?ref=Mark\+4%3A26-32&lang=en$/);
    await expect(page.getByTestId('passage-label')).toHaveText('Mark 4:26-32');
    await expect(page.getByTestId('passage-chapters').getByTestId('scripture-chapter')).toContainText([
      'Volume 2 · Chapter 4',
    ]);
    const days = page.getByTestId('passage-gospel-days').getByRole('link');
    await expect(days).toHaveCount(1);
    await expect(days).toHaveAttribute('href', `/evangelio?date=${day(-1)}`);
    await expect(page.getByTestId('passage-concordance')).toHaveAttribute('target', '_blank');
    await shot(page, 'scripture-passage-en-light');
    await useScheme(page, 'dark');
    await shot(page, 'scripture-passage-en-dark');

    // A visitor following a chapter goes to sign in first, then to that chapter.
    await page.getByTestId('passage-chapters').getByTestId('scripture-chapter').click();
    await expect(page).toHaveURL(/\/user-login\?redirect=/);
  });

  test("a chapter's reference opens the passage view, in Spanish, on a phone", async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsMember(page, await createMember(request));
    await page.goto('/volume/1?chapter=3');
    await useLanguage(page, 'es');
    await page.getByRole('button', { name: 'Referencias bíblicas' }).click();
    const link = page.getByRole('link', { name: 'Lucas 10:41-42: capítulos y evangelios del día en Camino' });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/passage\?ref=Lucas\+10%3A41-42&lang=es$/);
    await expect(page.getByTestId('passage-label')).toHaveText('Lucas 10,41-42');
    await expect(page.getByRole('heading', { name: 'Capítulos que lo citan' })).toBeVisible();
    const chapter = page.getByTestId('passage-chapters').getByTestId('scripture-chapter');
    await expect(chapter).toHaveCount(1);
    await expect(chapter).toContainText('Volumen 1 · Capítulo 3');
    await expect(chapter).toContainText('El silencio que escucha');
    await expect(page.getByTestId('passage-gospel-days').getByRole('link')).toHaveAttribute(
      'href',
      `/evangelio?date=${day(2)}`,
    );
    // The long Spanish date and its reference wrap inside a phone's width.
    const pill = await page.getByTestId('passage-gospel-days').getByRole('link').boundingBox();
    expect(pill!.x + pill!.width).toBeLessThanOrEqual(390);
    await shot(page, 'scripture-passage-es-phone');

    await page.getByTestId('passage-gospel-days').getByRole('link').click();
    await expect(page).toHaveURL(`/evangelio?date=${day(2)}`);
    const related = page.getByTestId('gospel-related');
    await expect(related.getByRole('heading', { name: 'Capítulos sobre este pasaje' })).toBeVisible();
    await expect(related.getByTestId('scripture-chapter')).toContainText('Volumen 1 · Capítulo 3');
    await shot(page, 'scripture-gospel-es-phone');

    await related.getByTestId('scripture-chapter').click();
    await expect(page).toHaveURL(/\/volume\/1/);
    await expect(page.getByRole('button', { name: 'Referencias bíblicas' })).toBeVisible();
  });

  test('a text that is no reference says so', async ({ page }) => {
    await page.goto('/passage?ref=hola%20mundo&lang=es');
    await expect(page.getByTestId('passage-error')).toContainText('is not a Bible reference Camino can read');
  });
});
