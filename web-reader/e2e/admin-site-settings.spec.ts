import type { Page } from '@playwright/test';
import { adminToken, createMember, signInAsAdmin, signInAsMember } from './support/api';
import { adminCall, expectNoHorizontalOverflow, runTag, temaFile, zipOf } from './support/admin-site';
import { auditPage, useLanguage } from './support/audit';
import { expect, test } from './support/test';

// Other specs read these settings at the same time (home news, registration with and without email
// validation, the themes list): every change here is brief, keeps what they assert, and is undone.

const TAG = runTag();
type News = Record<'public' | 'private', { enabled: boolean; title: string; description?: string }>;

const respondsTo = (page: Page, method: string, path: string) =>
  page.waitForResponse((r) => r.request().method() === method && new URL(r.url()).pathname === `/api${path}`);

test.describe('admin settings', () => {
  test('email validation: a failure goes back with its message; a switch is saved and undone', async ({
    page,
    request,
  }) => {
    const { email_validation_enabled: initial } = (await adminCall(
      request,
      'GET',
      '/admin/email-validation-status',
    )) as { email_validation_enabled: boolean };
    await signInAsAdmin(page, request);
    await page.goto('/admin/settings');
    const toggle = page.getByRole('switch', { name: /New members must verify their email/ });
    await expect(toggle).toBeChecked({ checked: initial });
    await expect(page.getByText('Turning it off also verifies every account')).toBeVisible();
    // Turning it off asks first (#17): it verifies every waiting account.
    const confirmOff = () => page.getByRole('button', { name: 'Turn off and verify them' }).click();

    await page.route(
      '**/api/admin/toggle-email-validation',
      (route) => route.fulfill({ status: 500, json: {} }),
      {
        times: 1,
      },
    );
    await toggle.click();
    if (initial) await confirmOff();
    await expect(page.getByTestId('email-validation-switch-feedback')).toHaveText(
      'Error updating email validation setting',
    );
    await expect(toggle).toBeChecked({ checked: initial });

    try {
      const flipped = respondsTo(page, 'POST', '/admin/toggle-email-validation');
      await toggle.click();
      if (initial) await confirmOff();
      expect((await flipped).status()).toBe(200);
      const back = respondsTo(page, 'POST', '/admin/toggle-email-validation');
      await toggle.click();
      if (!initial) await confirmOff();
      expect((await back).status()).toBe(200);
      await expect(toggle).toBeChecked({ checked: initial });
      await expect(page.getByTestId('email-validation-switch-feedback')).toHaveText(
        initial ? /Email validation is on/ : /Email validation is off\. Accounts verified now: \d+\./,
      );
    } finally {
      await adminCall(request, 'POST', '/admin/toggle-email-validation', { enabled: initial });
    }
    const after = (await adminCall(request, 'GET', '/admin/email-validation-status')) as {
      email_validation_enabled: boolean;
    };
    expect(after.email_validation_enabled).toBe(initial);
  });

  test('news: counters, preview with a sample name, a failed save keeps the text, a save shows on home', async ({
    page,
    request,
  }) => {
    const original = (await adminCall(request, 'GET', '/admin/news-config')) as News;
    const marker = `E2E news ${TAG}`;
    await signInAsAdmin(page, request);
    await page.goto('/admin/settings');
    const editor = page.getByTestId('news-public-editor');
    const description = editor.getByRole('textbox', { name: 'Description' });
    await expect(description).toHaveValue(original.public.description ?? '');
    await expect(editor.getByText(`${[...original.public.title].length}/200`)).toBeVisible();
    if (original.private.title.includes('<First_Name>')) {
      await expect(page.getByTestId('news-private-preview')).toContainText('María');
    }
    await expect(page.getByTestId('news-private-preview')).not.toContainText('First_Name');

    const text = `${original.public.description ?? ''}\n\n**${marker}**`;
    await description.fill(text);
    await expect(
      page.getByTestId('news-public-preview').locator('strong', { hasText: marker }),
    ).toBeVisible();
    await expect(editor.getByText(`${[...text].length}/1000`)).toBeVisible();

    await page.route('**/api/admin/news-config', (route) =>
      route.request().method() === 'PUT' ? route.fulfill({ status: 500, json: {} }) : route.continue(),
    );
    await page.getByTestId('news-save').click();
    await expect(page.getByTestId('news-result')).toHaveText('Error saving the news settings');
    await expect(description).toHaveValue(text);
    await page.unroute('**/api/admin/news-config');

    try {
      await page.getByTestId('news-save').click();
      await expect(page.getByTestId('news-result')).toHaveText('News saved. The home page shows it now.');
      await page.goto('/');
      await expect(page.getByTestId('news-public')).toContainText(marker);
    } finally {
      await adminCall(request, 'PUT', '/admin/news-config', original);
    }
  });

  // FIXME(#17): the themes upload now shows its dry run and publishes on confirm; this journey
  // still expects the report straight after Upload.
  test.fixme('themes: a ZIP with its report, a refused visibility change, hide (gone from /temas), delete', async ({
    page,
    request,
    browser,
  }) => {
    const title = `E2E tema ${TAG}`;
    const zip = await zipOf([
      ['tema.json', temaFile(title)],
      ['roto.json', '{ not json'],
    ]);
    // The theme is hidden the moment it exists, so the members' list other specs count never has it.
    const token = await adminToken(request);
    const first = await request.post('/api/admin/upload-temas', {
      headers: { Authorization: `Bearer ${token}` },
      multipart: { file: { name: 'temas.zip', mimeType: 'application/zip', buffer: zip } },
    });
    const id = ((await first.json()) as { processed_temas: { id: number }[] }).processed_temas[0]!.id;
    await request.put(`/api/admin/tema/${id}/visibility`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { visible: false },
    });

    try {
      await signInAsAdmin(page, request);
      await page.goto('/admin/settings');
      const section = page.getByRole('region', { name: 'Themes (temas)' });
      await section.locator('input[type="file"]').setInputFiles({
        name: 'temas.zip',
        mimeType: 'application/zip',
        buffer: zip,
      });
      await section.getByRole('button', { name: 'Upload themes' }).click();
      await expect(section.getByTestId('temas-report-processed')).toHaveText('Files processed: 1');
      await expect(section.getByTestId('temas-report-failed')).toHaveText('Files failed: 1');
      await expect(section.getByTestId('temas-report-failed-files')).toContainText('roto.json');
      await expect(section.getByText(`Themes stored: ${title}`)).toBeVisible();

      const row = section.getByTestId('admin-tema').filter({ hasText: title });
      const visible = row.getByRole('switch', { name: `Show “${title}” to members` });
      await expect(visible).not.toBeChecked();

      await page.route(
        `**/api/admin/tema/${id}/visibility`,
        (route) => route.fulfill({ status: 500, json: {} }),
        {
          times: 1,
        },
      );
      // The switch has no visible label: its track takes the click, as a pointer would.
      await visible.click({ force: true });
      await expect(row.getByTestId('tema-visibility-error')).toHaveText('Error updating visibility');
      await expect(visible).not.toBeChecked();

      // Shown and at once hidden again through the switch (it is disabled while a change is saved,
      // so each click waits for it; a click on a disabled switch would send nothing).
      await expect(visible).toBeEnabled();
      const shown = respondsTo(page, 'PUT', `/admin/tema/${id}/visibility`);
      await visible.click({ force: true });
      expect((await shown).status()).toBe(200);
      await expect(visible).toBeChecked();
      await expect(visible).toBeEnabled();
      const hidden = respondsTo(page, 'PUT', `/admin/tema/${id}/visibility`);
      await visible.click({ force: true });
      expect((await hidden).status()).toBe(200);
      await expect(visible).not.toBeChecked();
      await expect(row).toContainText('Hidden');

      const member = await createMember(request, 'Tema');
      const context = await browser.newContext();
      const memberPage = await context.newPage();
      await signInAsMember(memberPage, member);
      await memberPage.goto('/temas');
      await expect(memberPage.getByTestId('tema-card-title').first()).toBeVisible();
      await expect(memberPage.getByTestId('tema-card-title').filter({ hasText: title })).toHaveCount(0);
      await context.close();

      await row.getByRole('button', { name: `Delete the theme “${title}”` }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete theme' });
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await expect(section.getByText(`The theme “${title}” was deleted.`)).toBeVisible();
      await expect(row).toHaveCount(0);
    } finally {
      const { temas } = (await adminCall(request, 'GET', '/admin/temas')) as { temas: { id: number }[] };
      if (temas.some((tema) => tema.id === id)) await adminCall(request, 'DELETE', `/admin/tema/${id}`);
    }
  });

  test('a home button switch that fails goes back with a message', async ({ page, request }) => {
    await signInAsAdmin(page, request);
    await page.route('**/api/admin/topics-button-config', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, json: {} }) : route.continue(),
    );
    await page.goto('/admin/settings');
    const toggle = page.getByRole('switch', { name: /Topics button/ });
    const before = await toggle.isChecked();
    await toggle.click();
    await expect(page.getByTestId('topics-button-switch-feedback')).toHaveText(
      'Error saving the button setting',
    );
    await expect(toggle).toBeChecked({ checked: before });
  });

  test("in Spanish, the spec's own texts: Error actualizando visibilidad, Error guardando configuración de noticias", async ({
    page,
    request,
  }) => {
    // Both requests are answered here with a failure, so nothing on the server changes.
    await page.route('**/api/admin/tema/*/visibility', (route) => route.fulfill({ status: 500, json: {} }));
    await page.route('**/api/admin/news-config', (route) =>
      route.request().method() === 'PUT' ? route.fulfill({ status: 500, json: {} }) : route.continue(),
    );
    await signInAsAdmin(page, request);
    await page.goto('/admin/settings');
    await useLanguage(page, 'es');
    await expect(page.getByRole('heading', { name: 'Ajustes del sitio' })).toBeVisible();
    const row = page.getByTestId('admin-tema').filter({ hasText: 'Esperanza' });
    const visible = row.getByRole('switch', { name: 'Mostrar «Esperanza» a los miembros' });
    await expect(visible).toBeChecked();
    await visible.click({ force: true });
    await expect(row.getByTestId('tema-visibility-error')).toHaveText('Error actualizando visibilidad');
    await expect(visible).toBeChecked();

    const editor = page.getByTestId('news-public-editor');
    const title = editor.getByRole('textbox', { name: 'Título' });
    await title.fill(`${await title.inputValue()} ·`);
    await page.getByRole('button', { name: 'Guardar noticias' }).click();
    await expect(page.getByTestId('news-result')).toHaveText('Error guardando configuración de noticias');
  });

  test('accessible in light and dark, on a desktop and a phone', async ({ page, request }) => {
    await signInAsAdmin(page, request);
    await page.goto('/admin/settings');
    await expect(page.getByTestId('admin-temas')).toBeVisible();
    await auditPage(page, 'admin-settings');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoHorizontalOverflow(page);
    await auditPage(page, 'admin-settings');
  });
});
