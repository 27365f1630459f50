import { expect, test } from './support/test';
import { auditPage, useLanguage } from './support/audit';

test.describe('About', () => {
  test('the page renders the Markdown with one h1, saying its title once', async ({ page }) => {
    await page.goto('/about');
    await expect(page).toHaveTitle('About · Camino');
    await expect(page.getByRole('heading', { level: 1, name: 'About Camino' })).toBeVisible();
    // The English version (the demo has one), its own "# About Camino" not said again under the
    // page's title, and no fallback label.
    await expect(page.getByRole('heading', { level: 2, name: 'How to use it' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'About Camino' })).toHaveCount(1);
    await expect(page.getByTestId('fallback-label')).toHaveCount(0);
    await expect(page.locator('main h1')).toHaveCount(1);
    await expect(page.locator('main script')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await auditPage(page, 'about');
    await useLanguage(page, 'es');
    await expect(page.getByRole('heading', { level: 1, name: 'Acerca de Camino' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Acerca de Camino' })).toHaveCount(1);
    // The Spanish text, asked again on the switch.
    await expect(page.getByRole('heading', { level: 2, name: 'Cómo usarlo' })).toBeVisible();
    await expect(page).toHaveTitle('Acerca de · Camino');
    await auditPage(page, 'about');
  });

  test('the header dialog closes on Esc and on a click outside', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'About', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'About Camino' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'How to use it' })).toBeVisible();
    // The dialog's title only: the text's own is left out.
    await expect(dialog.getByRole('heading', { name: 'About Camino' })).toHaveCount(1);
    await auditPage(page, 'about-dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'About', exact: true }).click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 790);
    await expect(dialog).toBeHidden();
  });

  test('a failed load shows the error, the fallback contact and Retry', async ({ page }) => {
    let fail = true;
    await page.route('**/api/about?*', (route) =>
      fail ? route.fulfill({ status: 500, json: { detail: 'boom' } }) : route.continue(),
    );
    // Opened inside the app, the page asks for its content (/about itself arrives pre-rendered).
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
    await expect(page.getByText('Error loading about content')).toBeVisible();
    await expect(page.getByText('You can still reach us')).toBeVisible();
    await auditPage(page, 'about-error', ['light']);
    fail = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'How to use it' })).toBeVisible();
  });
});
