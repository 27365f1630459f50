import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { ADMIN, createMember, signInAsAdmin } from './support/api';
import { expectNoHorizontalOverflow, runTag, seedUsers, type SeededUser } from './support/admin-site';
import { auditPage, useLanguage } from './support/audit';
import { expect, test } from './support/test';

const TAG = runTag();
const INJECTION = { firstName: '=SUM(1,2)', lastName: 'Inyección' };
const ACCENTS = { firstName: 'Ñandú', lastName: 'Pérez Güemes' };
const DOOMED = { firstName: `Borrar${TAG}`, lastName: 'Prueba' };
let seeded: SeededUser[] = [];

test.beforeAll(() => {
  seeded = seedUsers(TAG, 120, [INJECTION, ACCENTS, DOOMED]);
});

const rows = (page: Page) => page.getByTestId('user-row');
/** The tab's first page of 50 right after signing in: its chunk, the statistics and the rows. */
const FIRST_PAGE = { timeout: 30_000 };

/** Scrolls as a reader would, to the end of the page, where the sentinel waits. */
const scrollToBottom = (page: Page) =>
  page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

test.describe('admin users', () => {
  // Long pages (50 to 124 rows) checked by axe twice: slow when every worker is busy.
  test.describe.configure({ timeout: 120_000 });

  test('scrolls past 50, survives a failed page, offers no delete of oneself, deletes a member', async ({
    page,
    request,
  }) => {
    await signInAsAdmin(page, request);
    // The first request for the second page fails once: the rows shown stay, Retry loads it.
    let failSecondPage = true;
    await page.route('**/api/admin/users?offset=50&limit=50', (route) => {
      if (!failSecondPage) return route.continue();
      failSecondPage = false;
      return route.fulfill({ status: 500, json: {} });
    });

    await page.goto('/admin/users');
    await expect(page.getByTestId('users-table')).toBeVisible();
    await expect(rows(page)).toHaveCount(50, FIRST_PAGE);
    expect(Number(await page.getByTestId('stat-total-users').innerText())).toBeGreaterThanOrEqual(123);
    await expect(page.getByTestId('stat-active-users')).toBeVisible();
    await expect(page.getByTestId('stat-total-visualizations')).toBeVisible();
    await auditPage(page, 'admin-users');

    await scrollToBottom(page);
    await expect(page.getByTestId('users-error')).toContainText('Error loading users');
    await expect(rows(page)).toHaveCount(50);
    await page.getByTestId('users-error').getByRole('button', { name: 'Retry' }).click();
    // Accounts other specs create meanwhile shift the pages: a row seen twice is shown once.
    await expect.poll(() => rows(page).count()).toBeGreaterThan(90);
    await expect(page.getByTestId('users-error')).toHaveCount(0);

    // Keep scrolling to the end of the list: the 51st row onwards came from the sentinel.
    await expect(async () => {
      await scrollToBottom(page);
      await expect(page.getByTestId('users-end')).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    expect(await rows(page).count()).toBeGreaterThanOrEqual(124);
    for (const user of [seeded[0]!, seeded.at(-1)!]) {
      await expect(page.locator(`[data-user-id="${user.id}"]`)).toHaveCount(1);
    }

    // Own account: no Delete the server would refuse, and the reason instead.
    const own = page.getByTestId('user-row').filter({ hasText: ADMIN.username });
    await expect(own.getByTestId('own-account')).toHaveText(
      'Your account: its role cannot be changed nor the account deleted here',
    );
    await expect(own.getByRole('button')).toHaveCount(0);
    const dialog = page.getByRole('dialog', { name: 'Delete user' });

    const doomed = seeded.find((u) => u.firstName === DOOMED.firstName)!;
    await page.getByRole('button', { name: `Delete ${DOOMED.firstName} ${DOOMED.lastName}` }).click();
    await expect(dialog).toContainText(`Delete ${DOOMED.firstName} ${DOOMED.lastName}'s account?`);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('users-delete-result')).toHaveText(
      `${DOOMED.firstName} ${DOOMED.lastName}'s account was deleted.`,
    );
    await expect(page.locator(`[data-user-id="${doomed.id}"]`)).toHaveCount(0);
    await page.reload();
    await expect(rows(page)).toHaveCount(50);
    await expect(page.locator(`[data-user-id="${doomed.id}"]`)).toHaveCount(0);
  });

  test('makes a member an admin with the keyboard and back; their session follows at once', async ({
    page,
    request,
  }) => {
    const member = await createMember(request, `Rol${TAG}`);
    const name = `${member.firstName} ${member.lastName}`;
    const asMember = { headers: { Authorization: `Bearer ${member.token}` } };
    expect((await request.get('/api/admin/users', asMember)).status()).toBe(403);
    await signInAsAdmin(page, request);
    await page.goto('/admin/users');
    await expect(rows(page)).toHaveCount(50, FIRST_PAGE);

    await page.getByRole('button', { name: `Make ${name} an admin` }).focus();
    await page.keyboard.press('Enter');
    const promote = page.getByRole('dialog', { name: 'Make admin' });
    await expect(promote).toContainText(`Make ${name} an admin?`);
    // Cancel has the focus first, so an accidental Enter changes nothing; Tab reaches the action.
    await expect(promote.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(promote.getByRole('button', { name: 'Make admin' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(promote).toBeHidden();
    await expect(page.getByTestId('users-role-result')).toHaveText(`${name} is now an admin.`);
    // The member's own session reaches the admin API at once, without signing in again.
    expect((await request.get('/api/admin/users', asMember)).status()).toBe(200);

    await page.getByRole('button', { name: `Make ${name} a member` }).click();
    const demote = page.getByRole('dialog', { name: 'Make member' });
    await demote.getByRole('button', { name: 'Make member' }).click();
    await expect(page.getByTestId('users-role-result')).toHaveText(`${name} is now a member.`);
    expect((await request.get('/api/admin/users', asMember)).status()).toBe(403);
    await expect(page.getByRole('button', { name: `Make ${name} an admin` })).toBeVisible();
  });

  test('the CSV: every account, BOM, the spec columns, a neutralised formula, accents intact', async ({
    page,
    request,
  }) => {
    await signInAsAdmin(page, request);
    await page.goto('/admin/users');
    await expect(rows(page)).toHaveCount(50, FIRST_PAGE);
    const pages: string[] = [];
    page.on('request', (r) => r.url().includes('/api/admin/users') && pages.push(new URL(r.url()).search));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^usuarios_\d{4}-\d{2}-\d{2}\.csv$/);
    expect(pages).toContain('?offset=0&limit=100');
    expect(pages).toContain('?offset=100&limit=100');

    const bytes = readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe(
      'ID,Nombre,Apellido,Email,Fecha de Registro,Estado,Videos Vistos,Volúmenes Accedidos,Lista de Volúmenes,Última Actividad',
    );
    expect(lines.at(-1)).toBe('');
    expect(lines.length).toBeGreaterThanOrEqual(122);
    const line = (user: SeededUser) => lines.find((l) => l.includes(user.email))!;
    const injection = seeded.find((u) => u.lastName === INJECTION.lastName)!;
    expect(line(injection)).toMatch(new RegExp(`^${injection.id},"'=SUM\\(1,2\\)",Inyección,`));
    const accents = seeded.find((u) => u.firstName === ACCENTS.firstName)!;
    expect(line(accents)).toMatch(new RegExp(`^${accents.id},Ñandú,Pérez Güemes,${accents.email},`));
    // No cell of any line starts a formula.
    for (const row of lines.slice(1, -1)) {
      expect(row.split(',').some((cell) => /^[=+\-@]/.test(cell))).toBe(false);
    }
  });

  test('a CSV failure says so', async ({ page, request }) => {
    await signInAsAdmin(page, request);
    await page.route('**/api/admin/users?offset=0&limit=100', (route) =>
      route.fulfill({ status: 500, json: {} }),
    );
    await page.goto('/admin/users');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    await expect(page.getByTestId('users-csv-error')).toHaveText(
      'Error downloading CSV file. Please try again.',
    );
  });

  test('on a phone: one card per account, nothing scrolls sideways', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsAdmin(page, request);
    await page.goto('/admin/users');
    await expect(page.getByTestId('users-cards')).toBeVisible();
    await expect(rows(page)).toHaveCount(50, FIRST_PAGE);
    await expectNoHorizontalOverflow(page);
    await auditPage(page, 'admin-users');
    await useLanguage(page, 'es');
    await expect(page.getByRole('button', { name: 'Descargar CSV' })).toBeVisible();
    await expect(page.getByText('Usuarios en total')).toBeVisible();
    await expect(rows(page).first().getByText('Miembro', { exact: true })).toBeVisible();
  });
});
