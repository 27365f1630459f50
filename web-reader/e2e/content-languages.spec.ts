// Content in both languages: the reader asks for the UI language, shows the Spanish source with a
// quiet label and its `lang` where no English exists, and a language switch on a chapter keeps the
// chapter, the scroll position and the note being typed. The demo has English for volume 1
// (server/src/demo/content/*.en.*), none for volume 2.
import type { Page } from '@playwright/test';
import { test, expect } from './support/test';
import { audit, current, member, settled } from './support/volume-page';

const PHONE = { width: 390, height: 844 };
const description = (page: Page) => page.getByTestId('chapter-description');
const label = (page: Page) => page.getByTestId('chapter-content').getByTestId('fallback-label').first();

test('content in both languages', async ({ page, request }) => {
  await member(page, request);

  // Volume 1 has English: chapter, playlist and list are in it, nothing marked or labelled.
  await page.goto('/volume/1?chapter=1');
  await settled(page);
  await expect(current(page)).toHaveText('1-1. The road begins');
  await expect(page.getByTestId('playlist-title')).toHaveText('Camino - Volume 1: First steps');
  await expect(description(page)).toContainText('The Pilgrim arrives with many questions');
  await expect(description(page)).not.toHaveAttribute('lang');
  await expect(page.getByTestId('fallback-label')).toHaveCount(0);

  // Volume 2 has none: the Spanish source, labelled under its titles and marked as Spanish.
  await page.goto('/volume/2?chapter=1');
  await settled(page);
  await expect(description(page)).toContainText('A partir de la parábola del siervo que no perdonó');
  await expect(description(page)).toHaveAttribute('lang', 'es');
  await expect(page.getByTestId('dialogue')).toHaveAttribute('lang', 'es');
  await expect(current(page)).toHaveAttribute('lang', 'es');
  await expect(label(page)).toHaveText('Only available in Spanish');
  await expect(page.getByTestId('playlist-title')).toHaveAttribute('lang', 'es');
  await audit(page, 'content-fallback', ['light']);
  await page.setViewportSize(PHONE);
  await audit(page, 'content-fallback', ['light']);
  await page.setViewportSize({ width: 1280, height: 800 });

  // A note being typed, the page scrolled to it; then the switch to Spanish.
  const note = page.getByRole('textbox', { name: 'Personal note on this chapter' });
  await note.scrollIntoViewIfNeeded();
  await note.fill('Perdonar no es olvidar');
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(200);
  // Clicked where it is: Playwright's click would first scroll the header's switch into view.
  await page.getByTestId('language-es').dispatchEvent('click');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  await expect(page.getByTestId('fallback-label')).toHaveCount(0);
  await expect(description(page)).not.toHaveAttribute('lang');
  await expect(description(page)).toContainText('A partir de la parábola del siervo que no perdonó');
  await expect(page).toHaveURL(/\/volume\/2\?chapter=1$/);
  await expect(current(page)).toHaveText(/^2-1\. /);
  const sameNote = page.getByRole('textbox', { name: 'Nota personal sobre este capítulo' });
  await expect(sameNote).toHaveValue('Perdonar no es olvidar');
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(80);
  // Typing goes on in the same editor, and the note is the chapter's whatever the language.
  await sameNote.press('End');
  await sameNote.pressSequentially('.');
  await expect(page.getByTestId('note-status')).toHaveAttribute('data-state', 'saved');
  await expect(sameNote).toHaveValue('Perdonar no es olvidar.');
});
