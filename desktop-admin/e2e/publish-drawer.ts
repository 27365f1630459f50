import type { Locator, Page } from '@playwright/test';
import { expect, type CaminoServer } from './fixtures';

/** Opens the Publish drawer and connects it to the test server as its admin. */
export async function connectPublishDrawer(page: Page, camino: CaminoServer): Promise<Locator> {
  await page.getByRole('button', { name: 'Publish' }).click();
  const drawer = page.getByRole('dialog', { name: 'Publish', exact: true });
  await drawer.getByLabel('Server address').fill(camino.url);
  await drawer.getByLabel('Admin username').fill(camino.admin.username);
  await drawer.getByRole('textbox', { name: 'Password' }).fill(camino.admin.password);
  await drawer.getByRole('button', { name: 'Connect' }).click();
  await expect(drawer.getByTestId('connection')).toContainText(camino.admin.username);
  return drawer;
}
