import { expect, type Page } from '@playwright/test';

/** Opens the signed-in member's account menu in the header and answers it. */
export async function openAccountMenu(page: Page) {
  await page.getByTestId('account-menu').click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

/** Opens the header's site menu (narrow screens) and answers it. */
export async function openSiteMenu(page: Page) {
  await page.getByTestId('site-menu').click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}
