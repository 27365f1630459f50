// Pull from the welcome screen with no workspace open and not yet connected: connect first,
// then an empty folder becomes a new workspace and the chosen live content is pulled into it.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from './fixtures';

test.setTimeout(240_000);

test('the welcome screen connects, makes a workspace in the chosen folder and pulls into it', async ({
  page,
  desktop,
  appUrl,
  camino,
}, testInfo) => {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  await page.goto(appUrl);
  await page.getByRole('button', { name: 'Pull from server' }).click();
  const connect = page.getByRole('dialog', { name: 'Connect to a server' });
  await expect(connect).toContainText('Connect to the server first');
  await connect.getByLabel('Server address').fill(camino.url);
  await connect.getByLabel('Admin username').fill(camino.admin.username);
  await connect.getByRole('textbox', { name: 'Password' }).fill(camino.admin.password);
  await page.screenshot({ path: testInfo.outputPath('welcome-connect.png') });
  await connect.getByRole('button', { name: 'Connect' }).click();

  // Connected: the (answered) folder dialog makes the workspace, then the pull dialog opens.
  const dialog = page.getByRole('dialog', { name: 'Pull live content into this workspace' });
  await expect(dialog).toBeVisible();
  await expect(connect).toBeHidden();
  await dialog.getByRole('checkbox', { name: 'About' }).check();
  await dialog.getByRole('checkbox', { name: 'Home buttons' }).check();
  await dialog.getByRole('button', { name: 'Pull', exact: true }).click();
  await expect(dialog.getByTestId('pull-result').locator('[data-pull-file="about.md"]')).toHaveAttribute(
    'data-pull-status',
    'added',
  );
  const about = ((await camino.ctx.request.get('/api/about?lang=es')).body as { content: string }).content;
  expect(await readFile(path.join(desktop.folder, 'about.md'), 'utf8')).toBe(about);
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-path="about.md"]')).toBeVisible();

  // buttons.json opens as a form; switching a button and saving writes the file.
  const buttonsFile = path.join(desktop.folder, 'buttons.json');
  const pulled = JSON.parse(await readFile(buttonsFile, 'utf8')) as { topics: { enabled: boolean } };
  await page.locator('[data-path="buttons.json"]').click();
  const topics = page.getByRole('switch', { name: 'Topics button' });
  await expect(topics).toBeChecked({ checked: pulled.topics.enabled });
  await topics.click({ force: true });
  await page.getByRole('button', { name: /^Save/ }).click();
  await expect
    .poll(async () => JSON.parse(await readFile(buttonsFile, 'utf8')).topics.enabled)
    .toBe(!pulled.topics.enabled);
  await page.screenshot({ path: testInfo.outputPath('buttons-form.png') });
  expect(errors).toEqual([]);
});
