import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ApiResponse } from '@camino/schemas/api/routes';
import { decodeContentText } from '@camino/schemas/content-encoding';
import { writeExamples } from './example-files';
import { expect, test } from './fixtures';

const BROKEN = 'main/Vol_1/1-2.json';

// Editing, packing twice and seven steps through the server's dry run: a busy machine needs the room.
test.setTimeout(240_000);

test('open a workspace with a broken file, fix it in Monaco, pack and upload', async ({
  page,
  desktop,
  appUrl,
  camino,
}, testInfo) => {
  const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(name) });
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));

  // A workspace with examples, one chapter broken: its index is a string.
  await writeExamples(desktop.folder);
  const file = path.join(desktop.folder, BROKEN);
  await writeFile(file, (await readFile(file, 'utf8')).replace('"index": 2', '"index": "2"'));

  await page.goto(appUrl);
  await expect(page.getByRole('heading', { name: 'Prepare Camino content offline' })).toBeVisible();
  // The welcome describes publishing as it is, and the layout the scan reads, paths included.
  await expect(page.getByText(/Publishing first shows a dry run of every step/)).toBeVisible();
  await expect(page.locator('pre')).toContainText('paths/*.json');
  await expect(page.locator('pre')).toContainText('{source}.{en|es}.{json|md}');
  await shot('00-welcome.png');
  await page.getByRole('button', { name: 'Open folder' }).first().click();
  await expect(page.getByTestId('workspace-name')).toHaveText(path.basename(desktop.folder));

  // The problem: listed with line:column and pointer, and marked in the tree.
  const problem = page.locator(`[data-problem="${BROKEN}"]`);
  await expect(problem).toHaveCount(1);
  await expect(problem).toContainText('4:14');
  await expect(problem).toContainText('/info/index');
  await expect(problem).toContainText('must be a whole number');
  await expect(page.locator(`[data-path="${BROKEN}"] [data-state]`)).toHaveAttribute(
    'data-state',
    'problems',
  );
  await shot('01-problem-listed.png');

  // Packing refuses while the volume has a problem.
  await page.getByRole('button', { name: 'Pack', exact: true }).click();
  const packDialog = page.getByRole('dialog', { name: 'Pack a volume' });
  await packDialog.getByRole('button', { name: 'Pack', exact: true }).click();
  await expect(packDialog.getByTestId('pack-refused')).toContainText(
    `${BROKEN} 4:14 /info/index must be a whole number`,
  );
  await page.keyboard.press('Escape');

  // Clicking the problem opens the file in Monaco at that place, marked by the live schema check.
  await problem.click();
  await expect(page.getByTestId('editor-path')).toHaveText(BROKEN);
  const editor = page.getByTestId('editor-json');
  await expect(editor.locator('.squiggly-error').first()).toBeVisible();
  await expect(editor.locator('.view-lines')).toContainText('"index": "2"');
  await shot('02-problem-in-editor.png');

  // Fix it where the cursor is: replace "2" by 2, save with Ctrl+S.
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('Delete');
  await page.keyboard.type('2');
  await expect(editor.locator('.squiggly-error')).toHaveCount(0);
  await page.keyboard.press('Control+s');
  await expect(page.getByTestId('problem-count')).toHaveText('0');
  await expect(page.getByText('No problems: every file is valid.')).toBeVisible();
  await expect(page.locator(`[data-path="${BROKEN}"] [data-state]`)).toHaveAttribute('data-state', 'never');
  expect(JSON.parse(await readFile(file, 'utf8')).info.index).toBe(2);

  // Pack: the ZIPs the server expects, entries at their root.
  await page.getByRole('button', { name: 'Pack', exact: true }).click();
  await packDialog.getByRole('button', { name: 'Pack', exact: true }).click();
  await expect(packDialog.getByTestId('pack-done')).toContainText('Vol_1_main.zip');
  await expect(packDialog.getByTestId('pack-done')).toContainText('2 entries (1-1.json, 1-2.json)');
  await expect(packDialog.getByTestId('pack-done')).toContainText('Vol_1_optional.zip');
  await shot('03-packed.png');
  await page.keyboard.press('Escape');

  // Connect, dry run, then upload.
  await page.getByRole('button', { name: 'Publish' }).click();
  const drawer = page.getByRole('dialog', { name: 'Publish', exact: true });
  await drawer.getByLabel('Server address').fill(camino.url);
  await drawer.getByLabel('Admin username').fill(camino.admin.username);
  await drawer.getByRole('textbox', { name: 'Password' }).fill('wrong-password');
  await drawer.getByRole('button', { name: 'Connect' }).click();
  await expect(drawer.getByRole('alert')).toBeVisible();
  await drawer.getByRole('textbox', { name: 'Password' }).fill(camino.admin.password);
  await drawer.getByRole('button', { name: 'Connect' }).click();
  await expect(drawer.getByTestId('connection')).toContainText(camino.admin.username);

  await drawer.getByRole('button', { name: 'Dry run' }).click();
  // Volume 1 was packed above, the themes were not: what is uploaded is the packed ZIP, so the
  // themes step is blocked until packed, and one button packs and runs the dry run again.
  // Every step goes through the server's own dry run: a loaded machine needs the room.
  await expect(drawer.locator('[data-step="temas"]').getByTestId('pack-issue')).toHaveText(
    'Not packed yet: pack the themes first. What is uploaded is the packed ZIP.',
    { timeout: 60_000 },
  );
  await drawer.getByTestId('pack-and-dry-run').click();
  await expect(drawer.getByTestId('pack-and-dry-run')).toHaveCount(0, { timeout: 60_000 });
  const table = drawer.getByTestId('dry-run-table');
  await expect(table.locator('tr[data-status="new"]').first()).toBeVisible();
  await expect(table.locator('tr[data-status="blocked"]')).toHaveCount(0);
  await expect(table.locator('tr', { hasText: '2025-03-02' })).toHaveAttribute('data-status', 'new');
  await shot('04-dry-run.png');
  // Columns keep their share whatever the values: a long value before does not squeeze the one
  // after, nor does a run with nothing to say squeeze the Detail column to its heading.
  const widths = (headers: ReturnType<typeof drawer.locator>) =>
    headers.evaluateAll((cells) => cells.map((cell) => Math.round(cell.getBoundingClientRect().width)));
  const [, before, after] = await widths(
    drawer.getByRole('table', { name: 'Changed fields' }).first().locator('th[scope="col"]'),
  );
  expect(Math.abs(before! - after!)).toBeLessThanOrEqual(2);
  const [, , status, detail] = await widths(table.locator('thead th'));
  expect(detail!).toBeGreaterThan(status!);

  await drawer.getByRole('button', { name: /^Upload \d+ steps$/ }).click();
  // Publishing asks first, naming what it adds and replaces on the live site.
  await page
    .getByRole('dialog', { name: 'Publish these changes?' })
    .getByRole('button', { name: 'Publish' })
    .click();
  const report = drawer.getByTestId('upload-report');
  await expect(report.locator('[data-ok="true"]')).toHaveCount(7);
  await expect(drawer.getByText('Upload finished')).toBeVisible();
  await expect(report).toContainText('Vol_1_main.zip');
  await shot('05-uploaded.png');

  // The server now serves exactly the local content.
  const served = await camino.ctx.request
    .get('/api/main-file/1/2?lang=es')
    .set('Authorization', `Bearer ${camino.admin.token}`);
  const chapter = served.body as ApiResponse<'GET /main-file/:volume/:index'>;
  expect(decodeContentText(chapter.encoded_content)).toBe(
    JSON.stringify(JSON.parse(await readFile(file, 'utf8'))),
  );

  // A second dry run finds nothing to send; every file is marked as uploaded.
  await drawer.getByRole('button', { name: 'Run the dry run again' }).click();
  await expect(drawer.getByText('Everything is up to date.')).toBeVisible();
  await expect(table.locator('tr[data-status="unchanged"]')).toHaveCount(
    await table.locator('tbody tr').count(),
  );
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-path] [data-state="uploaded"]')).toHaveCount(8);
  expect(errors).toEqual([]);
});
