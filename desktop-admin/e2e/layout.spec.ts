import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Many steps against a real server and Chromium; a busy machine needs the room.
test.setTimeout(240_000);

test.use({ viewport: { width: 960, height: 600 } });

/** Nothing in these boxes is cut off or pushed out of the window. */
async function expectFits(page: Page, selectors: string[]) {
  for (const selector of selectors) {
    const box = page.locator(selector).first();
    await expect(box).toBeVisible();
    const { scrollWidth, clientWidth, right } = await box.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
      right: el.getBoundingClientRect().right,
    }));
    expect(scrollWidth, `${selector} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
    expect(right, `${selector} leaves the window`).toBeLessThanOrEqual(960);
  }
  // Every button of the header is whole and inside the window.
  for (const button of await page.locator('header button, header [role="radiogroup"]').all()) {
    const rect = await button.boundingBox();
    expect(rect).not.toBeNull();
    expect(rect!.x).toBeGreaterThanOrEqual(0);
    expect(rect!.x + rect!.width).toBeLessThanOrEqual(960);
  }
}

test('at the minimum window size (960×600) the header and panels fit in English and Spanish', async ({
  page,
  desktop,
  appUrl,
}, testInfo) => {
  // A long folder name, the case that used to push the header's buttons out of the window.
  desktop.folder = path.join(desktop.folder, 'a-workspace-with-a-very-long-folder-name-for-testing');
  await mkdir(path.join(desktop.folder, 'main/Vol_1'), { recursive: true });
  await writeFile(path.join(desktop.folder, 'about.md'), '# About\n\nText.\n');
  await writeFile(
    path.join(desktop.folder, 'main/Vol_1/1-1.json'),
    JSON.stringify({ info: { volume: 1, index: 1, date: '1 de enero' }, description: '', dialogue: [] }),
  );

  await page.goto(appUrl);
  await expectFits(page, ['header']);
  await page.getByRole('button', { name: 'Open folder' }).first().click();
  await expect(page.getByTestId('workspace-name')).toBeVisible();
  await page.locator('[data-path="main/Vol_1/1-1.json"]').click();
  await expect(page.getByTestId('editor-path')).toHaveText('main/Vol_1/1-1.json');
  const panels = ['header', 'nav', '[data-testid="editor-path"] >> xpath=ancestor::div[2]'];
  await expectFits(page, panels);
  await expect(page.getByRole('button', { name: 'Save' })).toBeInViewport();
  await expect(page.getByRole('heading', { name: 'Problems' })).toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath('layout-960-en.png') });

  await page.getByText('ES', { exact: true }).click();
  await expect(page.getByRole('button', { name: 'Abrir carpeta' })).toBeVisible();
  await expectFits(page, panels);
  await expect(page.getByRole('button', { name: 'Publicar' })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Guardar' })).toBeInViewport();
  await expect(page.getByRole('heading', { name: 'Problemas' })).toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath('layout-960-es.png') });
});
