import { createMember, signInAsAdmin, signInAsMember } from './support/api';
import { expect, test } from './support/test';

const TABS = [
  ['playlists', 'Playlists'],
  ['main-files', 'Main files'],
  ['imagen', 'Featured image'],
  ['evangelio', 'Gospel'],
  ['users', 'Users'],
  ['settings', 'Settings'],
  ['about', 'About'],
  ['translations', 'Translations'],
] as const;

test.describe('admin panel access and tabs', () => {
  test('a visitor is sent from a deep admin link to /login, keeping the tab to come back to', async ({
    page,
  }) => {
    await page.goto('/admin/settings');
    await expect(page).toHaveURL('/login?redirect=%2Fadmin%2Fsettings');
    await expect(page.getByRole('heading', { name: 'Admin sign in' })).toBeVisible();
  });

  test('a signed-in member is sent to /login and never sees the panel', async ({ page, request }) => {
    const member = await createMember(request);
    await signInAsMember(page, member);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await expect(page.getByRole('heading', { name: 'Admin panel' })).toHaveCount(0);
  });

  test('each tab has its own URL: clicks, the keyboard, reload and Back all agree', async ({
    page,
    request,
  }) => {
    await signInAsAdmin(page, request);
    await page.goto('/admin');
    await expect(page).toHaveURL('/admin/playlists');

    for (const [id, label] of TABS) {
      await page.getByRole('tab', { name: label, exact: true }).click();
      await expect(page).toHaveURL(`/admin/${id}`);
      await expect(page.getByRole('tab', { name: label, exact: true })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    }

    await page.reload();
    await expect(page.getByRole('tab', { name: 'Translations', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.goBack();
    await expect(page).toHaveURL('/admin/about');

    // Arrow keys move between tabs (WAI-ARIA tabs pattern) and the URL follows.
    await page.getByRole('tab', { name: 'Settings', exact: true }).focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/admin/users');

    await page.goto('/admin/no-such-tab');
    await expect(page).toHaveURL('/admin/playlists');
  });
});
