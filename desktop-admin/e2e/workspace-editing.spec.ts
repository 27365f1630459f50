import { access, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from './fixtures';

// Many steps against a real server and Chromium; a busy machine needs the room.
test.setTimeout(240_000);

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

test('new file from a template, rename, delete, and the tree follows the disk', async ({
  page,
  desktop,
  appUrl,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));

  // An empty folder: everything in it is made here.
  await page.goto(appUrl);
  await page.getByRole('button', { name: 'Open folder' }).first().click();
  await expect(page.getByTestId('workspace-name')).toBeVisible();

  // A name against the naming rules is refused under its field; nothing is written.
  await page.getByRole('button', { name: 'New file' }).click();
  const dialog = page.getByRole('dialog', { name: 'New file from a template' });
  await dialog.getByRole('combobox', { name: 'Kind' }).click();
  await dialog.getByRole('option', { name: 'Theme' }).click();
  await dialog.getByRole('textbox', { name: 'File name' }).fill('../escape');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('may hold only letters, digits, - and _')).toBeVisible();

  // A theme from its template: created, opened, valid.
  await dialog.getByRole('textbox', { name: 'File name' }).fill('esperanza');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('editor-path')).toHaveText('temas/esperanza.json');
  await expect(page.locator('[data-path="temas/esperanza.json"] [data-state]')).toHaveAttribute(
    'data-state',
    'never',
  );
  const created = path.join(desktop.folder, 'temas/esperanza.json');
  expect(JSON.parse(await readFile(created, 'utf8')).title).toBe('esperanza');

  // A main chapter: the path comes from volume and chapter.
  await page.getByRole('button', { name: 'New file' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Kind' })).toHaveValue('Main chapter');
  await dialog.getByRole('textbox', { name: 'Volume' }).fill('4');
  await dialog.getByRole('textbox', { name: 'Chapter' }).fill('7');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByTestId('editor-path')).toHaveText('main/Vol_4/4-7.json');

  // Rename: a path outside the workspace is refused, one in the layout moves the file.
  await page.locator('[data-path="temas/esperanza.json"]').click();
  await page.getByTestId('file-actions').click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename or move the file' });
  await rename.getByRole('textbox', { name: 'New path' }).fill('../esperanza.json');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(rename.getByText('must be a path inside the workspace')).toBeVisible();
  await rename.getByRole('textbox', { name: 'New path' }).fill('temas/esperanza-viva.json');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(page.getByTestId('editor-path')).toHaveText('temas/esperanza-viva.json');
  expect(await exists(created)).toBe(false);
  expect(await exists(path.join(desktop.folder, 'temas/esperanza-viva.json'))).toBe(true);

  // Delete asks first; Cancel keeps the file, Delete removes it from disk and the tree.
  await page.getByTestId('file-actions').click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete the file?' });
  await expect(confirm).toContainText('temas/esperanza-viva.json is removed from this folder');
  // A theme is removed from the server only as a publishing step of its own.
  await expect(confirm).toContainText('the next dry run offers removing it there as a step of its own');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  expect(await exists(path.join(desktop.folder, 'temas/esperanza-viva.json'))).toBe(true);
  await page.getByTestId('file-actions').click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.locator('[data-path="temas/esperanza-viva.json"]')).toHaveCount(0);
  expect(await exists(path.join(desktop.folder, 'temas/esperanza-viva.json'))).toBe(false);

  // Another program writes a file: the watcher refreshes the tree without a click.
  await writeFile(path.join(desktop.folder, 'about.md'), '# Made elsewhere\n');
  await expect(page.locator('[data-path="about.md"]')).toBeVisible();
  expect(errors).toEqual([]);
});
