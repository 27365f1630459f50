// Words whole on narrow phones: no button, title or line cuts its text or breaks a word in two,
// on the pages visitors and members open, at 320, 360, 390 and 430 px, in English and Spanish.
import type { Page } from '@playwright/test';
import { useLanguage } from './support/audit';
import { textProblems } from './support/text-fit';
import { appReady, expect, test } from './support/test';
import { member } from './support/volume-page';

const WIDTHS = [320, 360, 390, 430];
const VISITOR_PAGES = ['/', '/gospel', '/temas', '/user-login', '/register', '/forgot-password', '/about'];
const MEMBER_PAGES = ['/', '/volume/1?chapter=2', '/my-notes', '/search?q=perdón'];

/** Each page once per language, then every width on the same page (drawing again is enough). */
async function expectWholeWords(page: Page, pages: string[]) {
  const found: string[] = [];
  for (const language of ['en', 'es'] as const) {
    await page.goto('/');
    await appReady(page);
    await useLanguage(page, language);
    for (const url of pages) {
      await page.goto(url);
      await appReady(page);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        found.push(...(await textProblems(page)).map((p) => `${url} ${language} ${width} px: ${p}`));
      }
    }
  }
  expect(found).toEqual([]);
}

test('visitor pages keep every word whole from 320 to 430 px, in both languages', async ({ page }) => {
  test.slow();
  await expectWholeWords(page, VISITOR_PAGES);
});

test('member pages keep every word whole from 320 to 430 px, in both languages', async ({
  page,
  request,
}) => {
  test.slow();
  await member(page, request);
  await expectWholeWords(page, MEMBER_PAGES);
});
