// A gospel date pulled into this workspace and since removed from it is a deletion step: dry-run
// by the server, unticked until the admin ticks it, named in the confirmation, then deleted.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from './fixtures';
import { connectPublishDrawer } from './publish-drawer';

test.setTimeout(120_000);

test('a removed gospel date is an unticked removal step, named in the confirmation, deleted on publish', async ({
  page,
  desktop,
  appUrl,
  camino,
}, testInfo) => {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  const auth = { Authorization: `Bearer ${camino.admin.token}` };
  const list = await camino.ctx.request.get('/api/admin/evangelios').set(auth).expect(200);
  const date = (list.body.evangelios as Array<{ date: string }>).map((e) => e.date).sort()[0]!;
  // The state a pull leaves: evangelios/{month}.json held that date; the file is gone since.
  const state = {
    version: 1,
    uploaded: {
      [`evangelios/${date.slice(0, 7)}.json`]: {
        hash: 'pulled-earlier',
        at: new Date().toISOString(),
        server: camino.url,
        keys: [date],
      },
    },
  };
  await writeFile(path.join(desktop.folder, '.camino-state.json'), JSON.stringify(state));

  await page.goto(appUrl);
  await page.getByRole('button', { name: 'Open folder' }).first().click();
  const drawer = await connectPublishDrawer(page, camino);
  await drawer.getByRole('button', { name: 'Dry run' }).click();

  const step = drawer.locator('[data-step="delete-gospel"]');
  const box = step.getByRole('checkbox', { name: `Delete on the server: ${date}` });
  await expect(box).not.toBeChecked();
  await expect(step.locator(`[data-change="gospel:${date}"]`)).toHaveAttribute('data-status', 'removed');
  await expect(drawer.getByTestId('dry-run-table').locator('tr[data-status="removed"]')).toContainText(date);
  // The server's dry run deleted nothing.
  await camino.ctx.request.get(`/api/admin/evangelios/${date}`).set(auth).expect(200);
  await page.screenshot({ path: testInfo.outputPath('deletion-step.png') });

  await box.check();
  await drawer.getByRole('button', { name: 'Upload 1 step' }).click();
  const confirm = page.getByRole('dialog', { name: 'Publish these changes?' });
  await expect(confirm.getByTestId('confirm-summary')).toHaveText('Removes live: 1 gospel date');
  await expect(confirm).toContainText(`Delete on the server: ${date}`);
  await confirm.getByRole('button', { name: 'Publish' }).click();
  await expect(drawer.getByTestId('upload-report').locator('[data-ok="true"]')).toHaveCount(1);
  await camino.ctx.request.get(`/api/admin/evangelios/${date}`).set(auth).expect(404);

  // Nothing more to delete: the state no longer names the date.
  await drawer.getByRole('button', { name: 'Run the dry run again' }).click();
  await expect(drawer.getByText('Everything is up to date.')).toBeVisible();
  expect(errors).toEqual([]);
});
