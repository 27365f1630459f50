import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from './fixtures';
import { connectPublishDrawer } from './publish-drawer';

// Many steps against a real server and Chromium; a busy machine needs the room.
test.setTimeout(240_000);

const ABOUT = '# About Camino\n\nA **new** About page, from the desktop app.\n';
const NEWS = {
  public: { enabled: true, title: 'Desktop news, never sent', description: 'Unticked.' },
  private: { enabled: false, title: 'Members', description: '' },
};

test('the dry run shows field changes per step; only the ticked steps are published, after a confirmation', async ({
  page,
  desktop,
  appUrl,
  camino,
}, testInfo) => {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  await writeFile(path.join(desktop.folder, 'about.md'), ABOUT);
  await writeFile(path.join(desktop.folder, 'news.json'), `${JSON.stringify(NEWS, null, 2)}\n`);
  const auth = { Authorization: `Bearer ${camino.admin.token}` };
  const newsBefore = (await camino.ctx.request.get('/api/admin/news-config').set(auth)).body;
  const aboutBefore = (await camino.ctx.request.get('/api/about?lang=es')).body as { content: string };
  expect(aboutBefore.content).not.toBe(ABOUT);

  await page.goto(appUrl);
  await page.getByRole('button', { name: 'Open folder' }).first().click();
  const drawer = await connectPublishDrawer(page, camino);
  await drawer.getByRole('button', { name: 'Dry run' }).click();

  // Each step, ticked, with what the server's own dry run would change field by field.
  const about = drawer.locator('[data-step="about"]');
  const news = drawer.locator('[data-step="news"]');
  await expect(about.getByRole('checkbox', { name: 'About' })).toBeChecked();
  await expect(news.getByRole('checkbox')).toBeChecked();
  await expect(about.locator('[data-status]').first()).toHaveAttribute('data-status', /changed|new/);
  const titleField = news.locator('[data-pointer="/public/title"]');
  await expect(titleField).toContainText('Desktop news, never sent');
  await expect(drawer.getByTestId('steps-chosen')).toHaveText('2 of 2 steps chosen');
  await page.screenshot({ path: testInfo.outputPath('publish-steps-dry-run.png') });

  // Untick news; the confirmation names what the one chosen step replaces on the live site.
  await news.getByRole('checkbox').uncheck();
  await expect(drawer.getByTestId('steps-chosen')).toHaveText('1 of 2 steps chosen');
  await drawer.getByRole('button', { name: 'Upload 1 step' }).click();
  const confirm = page.getByRole('dialog', { name: 'Publish these changes?' });
  await expect(confirm.getByTestId('confirm-summary')).toHaveText(/^(Replaces live|Adds): About$/);
  await page.screenshot({ path: testInfo.outputPath('publish-steps-confirm.png') });
  await confirm.getByRole('button', { name: 'Publish' }).click();

  const report = drawer.getByTestId('upload-report');
  await expect(report.locator('[data-ok="true"]')).toHaveCount(1);
  await expect(report).toContainText('About');

  // The server holds exactly the ticked change: the new About, the news as it was.
  expect(((await camino.ctx.request.get('/api/about?lang=es')).body as { content: string }).content).toBe(
    ABOUT,
  );
  expect((await camino.ctx.request.get('/api/admin/news-config').set(auth)).body).toEqual(newsBefore);
  expect(errors).toEqual([]);
});
