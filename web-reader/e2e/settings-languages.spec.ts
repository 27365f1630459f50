// The settings' own texts in both languages: an admin writes the featured image's words and a news
// block in Spanish with their English version; each reader gets the version of the language they
// chose, and a text with no version in it is marked with the language it is written in, so a
// screen reader pronounces it as written.
import type { Page } from '@playwright/test';
import { signInAsAdmin } from './support/api';
import { adminCall } from './support/admin-site';
import { auditPage, useLanguage } from './support/audit';
import { expect, test } from './support/test';

type ImageConfig = Record<string, unknown>;

const image = (page: Page) => page.getByTestId('featured-image').locator('img');
const hint = (page: Page) => page.getByTestId('featured-image').locator('[data-hint]');
const publicNews = (page: Page) => page.getByTestId('news-public');

test('settings texts in both languages: the reader gets its own version, else the source marked', async ({
  page,
  request,
}) => {
  const { featuredImage: original } = (await adminCall(request, 'GET', '/admin/image-config')) as {
    featuredImage: ImageConfig;
  };
  const news = await adminCall(request, 'GET', '/admin/news-config');
  await signInAsAdmin(page, request);
  try {
    await page.goto('/admin/imagen');
    await page.getByRole('textbox', { name: 'Alternative text' }).fill('Un camino al amanecer');
    await page.getByRole('textbox', { name: 'Tooltip text' }).fill('Ver la lista');
    // The translation's fields appear once the texts' language is chosen.
    await expect(page.getByRole('group', { name: 'In English (optional)' })).toHaveCount(0);
    await page.getByText('Spanish', { exact: true }).click();
    const english = page.getByRole('group', { name: 'In English (optional)' });
    await english.getByRole('textbox', { name: 'Alternative text' }).fill('A path at dawn');
    // Typed in English: the browser's spelling check and a screen reader follow it.
    await expect(
      english.locator('[lang="en"]').getByRole('textbox', { name: 'Alternative text' }),
    ).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('image-texts-bilingual.png'), fullPage: true });
    await page.getByTestId('image-save').click();
    await expect(page.getByTestId('image-dry-run-summary')).toHaveText('1 changed');
    await page.getByTestId('image-confirm').click();
    await expect(page.getByTestId('image-feedback')).toHaveText('Featured image saved.');

    await page.goto('/admin/settings');
    const editor = page.getByTestId('news-public-editor');
    await editor.getByRole('switch', { name: 'Show on the home page' }).check();
    await editor.getByRole('textbox', { name: 'Title' }).fill('Retiro de Adviento');
    await editor.getByRole('textbox', { name: 'Description' }).fill('El sábado a las 10.');
    await editor.getByText('Spanish', { exact: true }).click();
    const translation = editor.getByRole('group', { name: 'In English (optional)' });
    await translation.getByRole('textbox', { name: 'Title' }).fill('Advent retreat');
    await translation.getByRole('textbox', { name: 'Description' }).fill('On Saturday at 10.');
    await page.getByTestId('news-save').click();
    await page.getByTestId('news-confirm').click();
    await expect(page.getByTestId('news-result')).toContainText('News saved');

    // English: the English versions, in the page's language; the tooltip has none, so it is marked.
    await page.goto('/');
    await expect(image(page)).toHaveAttribute('alt', 'A path at dawn');
    await expect(image(page)).toHaveAttribute('lang', 'en');
    await expect(hint(page)).toHaveAttribute('data-hint', 'Ver la lista');
    await expect(hint(page)).toHaveAttribute('lang', 'es');
    await expect(publicNews(page).getByRole('heading', { name: 'Advent retreat' })).toBeVisible();
    await expect(publicNews(page).getByText('On Saturday at 10.')).toBeVisible();
    await expect(publicNews(page).getByText('El sábado')).toHaveCount(0);
    await auditPage(page, 'home-settings-bilingual-en', ['light']);

    // Spanish: the texts as written.
    await useLanguage(page, 'es');
    await expect(image(page)).toHaveAttribute('alt', 'Un camino al amanecer');
    await expect(image(page)).toHaveAttribute('lang', 'es');
    await expect(publicNews(page).getByRole('heading', { name: 'Retiro de Adviento' })).toBeVisible();
    await expect(publicNews(page).getByText('El sábado a las 10.')).toBeVisible();
    await auditPage(page, 'home-settings-bilingual-es', ['dark']);
  } finally {
    await adminCall(request, 'POST', '/admin/image-config', original);
    await adminCall(request, 'PUT', '/admin/news-config', news);
  }
});
