import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import JSZip from 'jszip';
import { writeExamples } from './example-files';
import { expect, test } from './fixtures';

test.beforeEach(async ({ page, desktop, appUrl }) => {
  await writeExamples(desktop.folder);
  await page.goto(appUrl);
  await page.getByRole('button', { name: 'Open folder' }).first().click();
  await expect(page.getByTestId('problem-count')).toHaveText('0');
});

test('About is previewed with the reader’s sanitizer and its character limit', async ({
  page,
  desktop,
}, testInfo) => {
  await page.locator('[data-path="about.md"]').click();
  const preview = page.getByTestId('markdown-preview');
  await expect(preview.locator('h2')).toHaveText('About Camino');
  await expect(page.getByTestId('char-count')).toContainText('/ 100,000 characters');

  const editor = page.getByTestId('editor-markdown');
  await editor.locator('.view-lines').click();
  await page.keyboard.press('Control+End');
  await page.keyboard.insertText(
    '\nSee **this** [site](https://example.org/x) and [bad](javascript:alert(1)).\n<script>alert(1)</script>',
  );
  await expect(preview.locator('strong', { hasText: 'this' })).toBeVisible();
  await expect(preview.locator('a', { hasText: 'site' })).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(preview.locator('a', { hasText: 'site' })).toHaveAttribute('target', '_blank');
  await expect(preview.locator('a', { hasText: 'bad' })).toHaveCount(0);
  await expect(preview.locator('script')).toHaveCount(0);
  await expect(page.locator('[data-path="about.md"]')).toContainText('Unsaved');
  await page.screenshot({ path: testInfo.outputPath('06-about-preview.png') });

  // An external link goes to the system browser through main.
  await preview.locator('a', { hasText: 'site' }).click();
  await expect.poll(() => desktop.opened).toEqual(['https://example.org/x']);
  await page.getByRole('button', { name: 'Revert' }).click();
  await expect(page.locator('[data-path="about.md"]')).not.toContainText('Unsaved');
});

test('news is a form with its limits and languages; the app speaks Spanish and goes dark', async ({
  page,
  desktop,
}, testInfo) => {
  await page.locator('[data-path="news.json"]').click();
  const title = page.getByRole('textbox', { name: 'Title' }).first();
  await title.fill('x'.repeat(201));
  await expect(page.getByText('201 / 200 characters').first()).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('[data-problem="news.json"]')).toContainText('/public/title');
  await expect(page.locator('[data-problem="news.json"]')).toContainText(
    'must be at most 200 characters long',
  );
  await title.fill('Bienvenidos');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('problem-count')).toHaveText('0');

  // The block's language is set in the form, and kept when anything else is saved.
  const newsFile = async () => JSON.parse(await readFile(path.join(desktop.folder, 'news.json'), 'utf8'));
  await page.getByRole('radiogroup', { name: 'Written in' }).first().getByText('Spanish').click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(async () => (await newsFile()).public.lang).toBe('es');
  await expect(
    page.getByLabel('Preview: Public announcement').locator('xpath=ancestor::*[@lang][1]'),
  ).toHaveAttribute('lang', 'es');
  await title.fill('¡Bienvenidos!');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(async () => (await newsFile()).public.title).toBe('¡Bienvenidos!');
  expect((await newsFile()).public.lang).toBe('es');
  await page.getByRole('radiogroup', { name: 'Written in' }).first().getByText('Both').click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(async () => 'lang' in (await newsFile()).public).toBe(false);

  await page.getByText('ES', { exact: true }).click();
  await expect(page.getByRole('button', { name: 'Abrir carpeta' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Problemas' })).toBeVisible();
  await expect(page.getByText('Anuncio público')).toBeVisible();
  await page.getByRole('button', { name: 'Modo oscuro' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.screenshot({ path: testInfo.outputPath('07-news-es-dark.png') });
});

test('a volume ZIP imports into the layout and is checked at once', async ({ page, desktop }) => {
  const zip = new JSZip();
  zip.file(
    'Vol_2_main/2-1.json',
    JSON.stringify({
      info: { volume: 2, index: 1, date: 'x' },
      description: '',
      dialogue: [{ speaker: 'A', text: 'b' }],
    }),
  );
  desktop.zip = path.join(desktop.folder, 'Vol_2_main.zip');
  await writeFile(desktop.zip, await zip.generateAsync({ type: 'uint8array' }));
  await page.getByRole('button', { name: 'Import ZIP' }).click();
  await expect(page.getByTestId('notice')).toContainText('Imported 1 file');
  await expect(page.locator('[data-path="main/Vol_2/2-1.json"]')).toBeVisible();
  await expect(page.locator('[data-problem="main/Vol_2/2-1.json"]')).toContainText(
    'volume 2 has no playlist',
  );
});
