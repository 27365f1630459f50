import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from './fixtures';
import { connectPublishDrawer } from './publish-drawer';

// A dry run and an upload through the real server, with Monaco: a busy machine needs the room.
test.setTimeout(240_000);

const ABOUT_ES = '# Acerca de Camino\n\nUna página **nueva**, desde la aplicación de escritorio.\n';
const ABOUT_EN = '# About Camino\n\nA **new** page, from the desktop app.\n';

test('a source gets its English translation: created beside it, checked, published, then up to date', async ({
  page,
  desktop,
  appUrl,
  camino,
}, testInfo) => {
  const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(name) });
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  await writeFile(path.join(desktop.folder, 'about.md'), ABOUT_ES);

  await page.goto(appUrl);
  await page.getByRole('button', { name: 'Open folder' }).first().click();
  const badge = page.locator('[data-path="about.md"] [data-translation]');
  await expect(badge).toHaveAttribute('data-translation', 'missing');
  await expect(badge).toHaveAccessibleName('English translation: Missing (in this workspace)');

  // Create it from the source: a copy beside it, opened in the editor, up to date with its source.
  await page.locator('[data-path="about.md"]').click();
  await page.getByRole('button', { name: 'Create translation' }).click();
  await expect(page.getByTestId('editor-path')).toHaveText('about.en.md');
  expect(await readFile(path.join(desktop.folder, 'about.en.md'), 'utf8')).toBe(ABOUT_ES);
  await expect(badge).toHaveAttribute('data-translation', 'current');
  await expect(page.locator('[data-path="about.en.md"]')).toBeVisible();

  // Translate it and save: checked against its source like any file.
  const editor = page.getByTestId('editor-markdown');
  await editor.locator('.view-lines').click();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(ABOUT_EN);
  await page.keyboard.press('Control+s');
  await expect(page.locator('[data-path="about.en.md"]')).not.toContainText('Unsaved');
  await expect(page.getByTestId('problem-count')).toHaveText('0');
  expect(await readFile(path.join(desktop.folder, 'about.en.md'), 'utf8')).toBe(ABOUT_EN);
  await shot('translation-created.png');

  // Publish: the source's step, then the translation's own step through PUT /admin/translation.
  const drawer = await connectPublishDrawer(page, camino);
  await drawer.getByRole('button', { name: 'Dry run' }).click();
  const step = drawer.locator('[data-step="translation:about.en.md"]');
  await expect(step).toBeVisible({ timeout: 60_000 });
  await expect(step.getByRole('checkbox')).toBeChecked();
  await expect(
    drawer.getByTestId('dry-run-table').locator('tr', { hasText: 'about.en.md' }),
  ).not.toHaveAttribute('data-status', 'blocked');
  await shot('translation-dry-run.png');
  await drawer.getByRole('button', { name: /^Upload \d+ steps$/ }).click();
  await page
    .getByRole('dialog', { name: 'Publish these changes?' })
    .getByRole('button', { name: 'Publish' })
    .click();
  const report = drawer.getByTestId('upload-report');
  await expect(report.locator('[data-ok="false"]')).toHaveCount(0);
  await expect(report).toContainText('about.en.md');
  await expect(drawer.getByText('Upload finished')).toBeVisible();

  // The reader gets it in English; the server and the window call it up to date.
  const english = (await camino.ctx.request.get('/api/about?lang=en')).body as {
    content: string;
    lang: string;
  };
  expect(english).toMatchObject({ content: ABOUT_EN, lang: 'en' });
  await page.keyboard.press('Escape');
  await expect(badge).toHaveAttribute('data-translation', 'current');
  await expect(badge).toHaveAccessibleName('English translation: Up to date (on the server)');
  await shot('translation-up-to-date.png');
  await page.getByRole('radiogroup', { name: 'Language' }).getByText('ES', { exact: true }).click();
  await expect(badge).toHaveAccessibleName('Traducción al inglés: Al día (en el servidor)');
  await page.locator('[data-path="about.md"]').click();
  await expect(page.getByRole('button', { name: 'Abrir traducción' })).toBeVisible();
  expect(errors).toEqual([]);
});
