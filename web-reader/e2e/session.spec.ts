import { expect, test } from './support/test';
import { createMember, signInAsMember } from './support/api';

test.describe('session expiry (SPEC.md §4)', () => {
  test('a 401 mid-session shows the toast and lands on /user-login?redirect=…, then returns', async ({
    page,
    request,
  }) => {
    const member = await createMember(request, 'Irene');
    await signInAsMember(page, member);
    // A members' page: its list is asked with the stored token, which the server refuses. (Public
    // pages stay put and only forget the session: public-pages.spec.ts.)
    const target = '/temas';
    await page.goto(target);
    await expect(page.getByTestId('user-name')).toHaveText('Irene Pérez');

    // The server no longer accepts the stored token (as after an expiry or a password reset).
    await page.evaluate(() => localStorage.setItem('authToken', 'corrupted.token.value'));
    await page.reload();

    await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
    await expect(page).toHaveURL(`/user-login?redirect=${encodeURIComponent(target)}`);
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    await expect(page.getByRole('link', { name: 'Register' })).toBeVisible();

    await page.getByLabel('Email').fill(member.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(target);
  });
});

test.describe('keyboard and focus', () => {
  test('the skip link comes first, controls are reachable, focus is visible', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    await expect(focused).toHaveText('Camino');
    const outline = await focused.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe('none');
    // The search box and button are reachable by Tab.
    let reached = false;
    for (let i = 0; i < 25 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await page
        .getByRole('textbox', { name: 'Volume and chapter' })
        .evaluate((el) => el === document.activeElement);
    }
    expect(reached).toBe(true);
  });

  test('each route has its own title', async ({ page }) => {
    const titles: Record<string, string> = {
      '/': 'Home · Camino',
      '/user-login': 'Sign in · Camino',
      '/login': 'Admin sign in · Camino',
      '/register': 'Create an account · Camino',
      '/forgot-password': 'Forgot password · Camino',
      '/reset-password': 'Reset password · Camino',
      '/verify-email': 'Verify email · Camino',
      '/about': 'About · Camino',
      '/no-such-page': 'Page not found · Camino',
    };
    for (const [path, title] of Object.entries(titles)) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
    }
  });
});
