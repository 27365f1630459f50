import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createMember, signInAsMember } from './support/api';
import { useLanguage } from './support/audit';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Counts the reader's `sessionExpired` events: the api client fires one exactly when it schedules
 * the move to sign-in, so none means the page was never going to be left.
 */
async function countExpiries(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { expiries: number };
    w.expiries = 0;
    window.addEventListener('sessionExpired', () => (w.expiries += 1));
  });
  return () => page.evaluate(() => (window as unknown as { expiries: number }).expiries);
}

test.describe('public pages stay public', () => {
  test('an expired session on /evangelio is cleared quietly and the reader stays on the page', async ({
    page,
    request,
  }) => {
    const member = await createMember(request, 'Irene');
    await signInAsMember(page, member);
    const expiries = await countExpiries(page);
    const target = `/evangelio?date=${today()}`;
    await page.goto(target);
    await expect(page.getByTestId('user-name')).toHaveText('Irene Pérez');

    // The stored token is no longer accepted (expired, or the password was reset elsewhere).
    await page.evaluate(() => localStorage.setItem('authToken', 'expired.token.value'));
    const view = page.waitForResponse((res) => res.url().includes('/api/evangelio-views/increment'));
    await page.reload();
    expect((await view).status()).toBe(401);

    await expect.poll(() => page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    await expect(page.getByRole('link', { name: 'Register' })).toBeVisible();
    await expect(page.getByTestId('gospel-verses')).toBeVisible();
    await expect(page.getByText('Your session has expired. Please sign in again.')).toHaveCount(0);
    expect(await expiries()).toBe(0);
    await expect(page).toHaveURL(target);
  });

  test('an expired session on home shows the visitor home', async ({ page, request }) => {
    const member = await createMember(request, 'Ramón');
    await signInAsMember(page, member);
    const expiries = await countExpiries(page);
    await page.goto('/');
    await expect(page.getByTestId('news-private')).toBeVisible();
    await page.evaluate(() => localStorage.setItem('authToken', 'expired.token.value'));
    await page.reload();
    await expect(page.getByTestId('visitor-notice')).toBeVisible();
    await expect(page.getByTestId('news-public')).toBeVisible();
    await expect(page.getByTestId('news-private')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    expect(await expiries()).toBe(0);
    await expect(page).toHaveURL('/');
  });

  test('the admin sign-in offers the member sign-in with the same redirect', async ({ page, request }) => {
    await page.goto('/login?redirect=%2Fvolume%2F2');
    const link = page.getByRole('link', { name: 'Member sign in' });
    await expect(link).toHaveAttribute('href', '/user-login?redirect=%2Fvolume%2F2');
    await link.click();
    await expect(page).toHaveURL('/user-login?redirect=%2Fvolume%2F2');
    const member = await createMember(request, 'Sara');
    await page.getByLabel('Email').fill(member.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/volume/2');

    // Spanish too.
    await page.goto('/login');
    await useLanguage(page, 'es');
    await expect(page.getByRole('link', { name: 'Inicio de sesión de miembros' })).toHaveAttribute(
      'href',
      '/user-login',
    );
  });

  test('a visitor following a theme link who lands on a sign-in reaches the member sign-in', async ({
    page,
  }) => {
    await page.goto('/temas');
    await expect(page).toHaveURL('/login?redirect=%2Ftemas');
    await page.getByRole('link', { name: 'Member sign in' }).click();
    await expect(page).toHaveURL('/user-login?redirect=%2Ftemas');
    await expect(page.getByLabel('Email')).toBeVisible();
  });
});

test.describe('details', () => {
  test('focus returns to the About button after the dialog closes (Esc, then the close button)', async ({
    page,
  }) => {
    await page.goto('/');
    const about = page.getByRole('button', { name: 'About', exact: true });
    const dialog = page.getByRole('dialog', { name: 'About Camino' });
    await about.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(about).toBeFocused();

    await about.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(about).toBeFocused();
  });

  test('the gospel arrows do nothing behind an open dialog', async ({ page }) => {
    const target = `/evangelio?date=${today()}`;
    await page.goto(target);
    await page.getByRole('button', { name: 'About', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'About Camino' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(page).toHaveURL(target);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(target);
    // With the dialog closed the arrows work again.
    await page.locator('body').press('ArrowRight');
    await expect(page).not.toHaveURL(target);
  });

  test('a malformed ?date= says so, in both languages, and shows today', async ({ page }) => {
    await page.goto('/evangelio?date=2026-13-45');
    const notice = page.getByTestId('gospel-invalid-date');
    await expect(notice).toContainText('“2026-13-45” is not a valid date');
    await expect(notice).toContainText("Showing today's Gospel");
    await expect(page.getByTestId('gospel-verses')).toBeVisible();
    await useLanguage(page, 'es');
    await expect(notice).toContainText('«2026-13-45» no es una fecha válida');
    await page.goto(`/evangelio?date=${today()}`);
    await expect(page.getByTestId('gospel-invalid-date')).toHaveCount(0);
  });

  test('a failed refresh keeps the reading and shows no load error beside it', async ({ page }) => {
    // The fake clock only lets the test step past SWR's 2 s de-duplication, so the refresh is sent.
    await page.clock.install();
    const day = today();
    await page.goto(`/evangelio?date=${day}`);
    await expect(page.getByTestId('gospel-verses')).toBeVisible();
    await page.route('**/api/evangelio-del-dia**', (route) =>
      route.fulfill({ status: 500, json: { code: 'internal', detail: 'boom' } }),
    );
    // Next day (it fails: the error alone shows), then back to the day already read.
    const nextDay = page.waitForResponse((res) => res.url().includes('/api/evangelio-del-dia'));
    await page.locator('body').press('ArrowRight');
    expect((await nextDay).status()).toBe(500);
    await expect(page.getByTestId('gospel-error')).toBeVisible();
    await page.clock.fastForward(5000);
    const refresh = page.waitForResponse((res) => res.url().includes(`date=${day}`));
    await page.locator('body').press('ArrowLeft');
    expect((await refresh).status()).toBe(500);
    await expect(page.getByTestId('gospel-verses')).toBeVisible();
    await expect(page.getByTestId('gospel-error')).toHaveCount(0);
  });
});
