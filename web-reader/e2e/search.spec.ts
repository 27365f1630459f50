import { expect, test } from './support/test';
import { createMember, signInAsMember } from './support/api';
import { expectNoSeriousA11yViolations, transitionsDone, useLanguage, useScheme } from './support/audit';
import { routeExternalBorders } from './support/borders';

const SHOTS = process.env.CAMINO_E2E_SHOTS_DIR;

test.describe('search', () => {
  test('header search with `/`, the results page, a result opens its chapter', async ({ page, request }) => {
    await routeExternalBorders(page);
    await signInAsMember(page, await createMember(request, 'Marta'));
    await page.goto('/');
    const box = page.getByRole('searchbox', { name: 'Search Camino' });
    await page.locator('body').press('/');
    await expect(box).toBeFocused();
    await box.fill('oracion');
    await box.press('Enter');
    await expect(page).toHaveURL('/search?q=oracion');
    await expect(page).toHaveTitle('Search: oracion · Camino');
    const chapters = page.getByTestId('search-group-chapter');
    await expect(chapters.getByRole('heading', { name: 'Chapters' })).toBeVisible();
    // Accent-insensitive: the marks show the text as written.
    await expect(chapters.locator('mark').first()).toHaveText(/^oraci[oó]n$/i);

    await useScheme(page, 'dark');
    await transitionsDone(page);
    // The marks sit on dimmed snippet text: their contrast is checked in the scheme they are darkest in.
    await expectNoSeriousA11yViolations(page, 'search results (dark)');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/search-desktop-dark.png`, fullPage: true });
    const first = chapters.getByTestId('search-result').first();
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/volume\/\d+\?chapter=\d+$/);
    await first.click();
    await expect(page).toHaveURL(new RegExp(`^[^?]*/volume/${href!.split('/')[2]!.split('?')[0]}`));
  });

  test('in Spanish: the box, the groups and the stemming', async ({ page, request }) => {
    await routeExternalBorders(page);
    await signInAsMember(page, await createMember(request, 'Rosa'));
    await page.goto('/');
    await useLanguage(page, 'es');
    const box = page.getByRole('searchbox', { name: 'Buscar en Camino' });
    await box.fill('caminar');
    await box.press('Enter');
    await expect(page).toHaveURL('/search?q=caminar');
    await expect(
      page.getByTestId('search-group-chapter').getByRole('heading', { name: 'Capítulos' }),
    ).toBeVisible();
    // "caminar" finds "camino", "caminas"…: every mark is a form of the same word.
    for (const mark of await page.getByTestId('search-group-chapter').locator('mark').allTextContents()) {
      expect(mark.toLowerCase()).toMatch(/^camin/);
    }
  });

  test('on a phone the header search is an icon that opens the field', async ({ page, request }) => {
    await routeExternalBorders(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsMember(page, await createMember(request, 'Inés'));
    await page.goto('/');
    const box = page.getByRole('searchbox', { name: 'Search Camino' });
    await expect(box).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open search' });
    await toggle.click();
    await expect(box).toBeFocused();
    // Esc closes the field and hands focus back to the icon, not to the page.
    await box.press('Escape');
    await expect(box).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.press('Enter');
    await expect(box).toBeFocused();
    await box.fill('perdón');
    await box.press('Enter');
    await expect(page).toHaveURL(`/search?q=${encodeURIComponent('perdón')}`);
    await expect(page.getByTestId('search-result').first()).toBeVisible();
    await useScheme(page, 'dark');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/search-phone-dark.png`, fullPage: true });
  });
});
