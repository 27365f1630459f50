// The welcome screen's sample workspace (marked, never aimed at live content) and the Pull dialog
// against the real test server: what was added, then the same files found unchanged.
import { access, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from './fixtures';
import { connectPublishDrawer } from './publish-drawer';

test.setTimeout(180_000);

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

test('a sample workspace is badged and safe; pull brings About and news in, then finds them the same', async ({
  page,
  desktop,
  appUrl,
  camino,
}, testInfo) => {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));

  await page.goto(appUrl);
  await page.getByRole('button', { name: 'Sample workspace' }).click();
  await expect(page.getByTestId('sample-badge')).toHaveText('Sample workspace');
  await expect(page.locator('[data-path="playlists/Vol_36.json"]')).toBeVisible();
  // Nothing aimed at live content: no volume 1, About or news.
  await expect(page.locator('[data-path="about.md"]')).toHaveCount(0);
  await expect(page.locator('[data-path="news.json"]')).toHaveCount(0);
  expect(await readdir(path.join(desktop.folder, 'playlists'))).toEqual(['Vol_36.json']);
  expect(await exists(path.join(desktop.folder, '.camino-sample'))).toBe(true);
  await page.screenshot({ path: testInfo.outputPath('sample-workspace.png') });

  // Connect (Publish drawer), then pull About and news from the Workspace menu.
  const drawer = await connectPublishDrawer(page, camino);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  const openPull = async () => {
    await page.getByRole('button', { name: /^Workspace/ }).click();
    await page.getByRole('menuitem', { name: 'Pull from server' }).click();
    return page.getByRole('dialog', { name: 'Pull live content into this workspace' });
  };
  let dialog = await openPull();
  await expect(dialog.getByRole('button', { name: 'Pull', exact: true })).toBeDisabled();
  await dialog.getByRole('checkbox', { name: 'About' }).check();
  await dialog.getByRole('checkbox', { name: 'News' }).check();
  await dialog.getByRole('button', { name: 'Pull', exact: true }).click();
  const result = dialog.getByTestId('pull-result');
  await expect(result.locator('[data-pull-file="about.md"]')).toHaveAttribute('data-pull-status', 'added');
  await expect(result.locator('[data-pull-file="news.json"]')).toHaveAttribute('data-pull-status', 'added');
  await expect(result.getByTestId('pull-conflicts')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('pull-added.png') });
  expect(await exists(path.join(desktop.folder, 'about.md'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-path="about.md"]')).toBeVisible();

  // Again: the files are already what the server has.
  dialog = await openPull();
  await dialog.getByRole('checkbox', { name: 'About' }).check();
  await dialog.getByRole('button', { name: 'Pull', exact: true }).click();
  await expect(dialog.locator('[data-pull-file="about.md"]')).toHaveAttribute('data-pull-status', 'same');
  await expect(dialog.locator('[data-pull-file="about.md"]')).toContainText('Same');
  await page.keyboard.press('Escape');

  // Changed here and on the server: a highlighted conflict, and the local text is left alone.
  const auth = { Authorization: `Bearer ${camino.admin.token}` };
  const aboutBefore = ((await camino.ctx.request.get('/api/about?lang=es')).body as { content: string })
    .content;
  const localAbout = `${await readFile(path.join(desktop.folder, 'about.md'), 'utf8')}\nEdited here.\n`;
  await writeFile(path.join(desktop.folder, 'about.md'), localAbout);
  await camino.ctx.request
    .post('/api/admin/about')
    .set(auth)
    .send({ content: '# About\n\nEdited on the server.\n' })
    .expect(200);
  try {
    dialog = await openPull();
    await dialog.getByRole('button', { name: 'Pull', exact: true }).click();
    await expect(dialog.locator('[data-pull-file="about.md"]')).toHaveAttribute(
      'data-pull-status',
      'conflict',
    );
    await expect(dialog.getByTestId('pull-conflicts')).toContainText(
      '1 file changed both here and on the server',
    );
    await expect(dialog.getByTestId('pull-conflicts')).toContainText('nothing was overwritten');
    await page.screenshot({ path: testInfo.outputPath('pull-conflict.png') });
    expect(await readFile(path.join(desktop.folder, 'about.md'), 'utf8')).toBe(localAbout);
  } finally {
    await camino.ctx.request.post('/api/admin/about').set(auth).send({ content: aboutBefore }).expect(200);
  }
  expect(errors).toEqual([]);
});
