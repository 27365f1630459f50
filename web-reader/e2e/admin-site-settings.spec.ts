import type { Page } from '@playwright/test';
import { createMember, signInAsAdmin, signInAsMember } from './support/api';
import {
  adminCall,
  expectNoHorizontalOverflow,
  runTag,
  temaFile,
  uploadHiddenTema,
  zipOf,
} from './support/admin-site';
import { auditPage, useLanguage } from './support/audit';
import { appReady, expect, test } from './support/test';

// Other specs read these settings at the same time (home news, registration with and without email
// validation, the themes list): every change here is brief, keeps what they assert, and is undone.

const TAG = runTag();
type News = Record<'public' | 'private', { enabled: boolean; title: string; description?: string }>;

const respondsTo = (page: Page, method: string, path: string) =>
  page.waitForResponse((r) => r.request().method() === method && new URL(r.url()).pathname === `/api${path}`);

/**
 * Answers the next `times` real `method` calls to `path` (all of them when left out) with a 500;
 * their dry runs (`?dry_run=1`) and every other request reach the server.
 */
async function failRealCall(page: Page, method: string, path: string, times = Infinity) {
  let left = times;
  await page.route(
    (url) => url.pathname === `/api${path}`,
    (route) => {
      const request = route.request();
      const real = request.method() === method && !new URL(request.url()).searchParams.has('dry_run');
      if (!real || left <= 0) return route.fallback();
      left -= 1;
      return route.fulfill({ status: 500, json: {} });
    },
  );
}

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
    // Turning it off asks first: it verifies every waiting account.
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

    // Save shows the dry run first: the field that would change, before and after; Cancel stores
    // nothing and the text stays as typed.
    await page.getByTestId('news-save').click();
    const dryRun = page.getByTestId('news-dry-run');
    await expect(dryRun.getByTestId('news-dry-run-summary')).toHaveText('1 changed');
    const field = dryRun.getByTestId('change-field');
    await expect(field).toHaveCount(1);
    await expect(field).toContainText('/public/description');
    await expect(field).toContainText(marker);
    await page.getByTestId('news-cancel').click();
    await expect(dryRun).toHaveCount(0);
    await expect(description).toHaveValue(text);
    expect(((await adminCall(request, 'GET', '/admin/news-config')) as News).public).toEqual(original.public);

    // The dry run passes, the real save fails: the text is kept.
    await failRealCall(page, 'PUT', '/admin/news-config', 1);
    await page.getByTestId('news-save').click();
    await page.getByTestId('news-confirm').click();
    await expect(page.getByTestId('news-result')).toHaveText('Error saving the news settings');
    await expect(description).toHaveValue(text);

    try {
      await page.getByTestId('news-save').click();
      await page.getByTestId('news-confirm').click();
      await expect(page.getByTestId('news-result')).toHaveText('News saved. The home page shows it now.');
      await page.goto('/');
      await expect(page.getByTestId('news-public')).toContainText(marker);
    } finally {
      await adminCall(request, 'PUT', '/admin/news-config', original);
    }
  });

  test('themes: a ZIP checked by its dry run, then its report, a refused visibility change, hide (gone from /temas), delete', async ({
    page,
    request,
    browser,
  }) => {
    // Two pages, an upload checked then published, and four saved changes: long when both cores are busy.
    test.slow();
    const title = `E2E tema ${TAG}`;
    const id = await uploadHiddenTema(request, title);
    // The panel's upload corrects the summary of that theme and brings one broken file.
    const corrected = temaFile(title);
    corrected.items[0]!.dialogue_summary[0]!.summary = 'Un resumen corregido.';
    const zip = await zipOf([
      ['tema.json', corrected],
      ['roto.json', '{ not json'],
    ]);

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
      // The dry run first: what would change, field by field, and nothing stored yet.
      const dryRun = section.getByTestId('temas-dry-run');
      await expect(dryRun.getByTestId('temas-dry-run-summary')).toHaveText('1 changed');
      await expect(section.getByTestId('temas-upload-report')).toHaveCount(0);
      await dryRun.getByRole('button', { name: 'Show the change' }).click();
      const field = dryRun.getByTestId('change-field');
      await expect(field).toContainText('/tema/items/0/dialogue_summary/0/summary');
      await expect(field).toContainText('Un resumen corregido.');
      // The broken file is named, and nothing is published until the admin chooses the valid part.
      await expect(dryRun.getByTestId('temas-refused')).toContainText('roto.json');
      await expect(dryRun.getByTestId('temas-confirm')).toBeDisabled();
      await dryRun.getByLabel('Publish the valid files anyway, without the refused one').check();
      await dryRun.getByTestId('temas-confirm').click();

      await expect(section.getByTestId('temas-report-processed')).toHaveText('Files processed: 1');
      await expect(section.getByTestId('temas-report-failed')).toHaveText('Files failed: 1');
      await expect(section.getByTestId('temas-report-failed-files')).toContainText('roto.json');
      await expect(section.getByText(`Themes stored: ${title}`)).toBeVisible();
      await expect(dryRun).toHaveCount(0);

      const row = section.getByTestId('admin-tema').filter({ hasText: title });
      const visible = row.getByRole('switch', { name: `Show “${title}” to members` });
      await expect(visible).not.toBeChecked();

      // Each switch shows its dry run (the one field, before and after) and is stored on Publish.
      const review = row.getByTestId('tema-visibility-dry-run');
      /** Switches, checks the dry run says `before` → `after`, and publishes. */
      const switchAndPublish = async (after: boolean) => {
        await expect(visible).toBeEnabled();
        // The switch has no visible label: its track takes the click, as a pointer would.
        await visible.click({ force: true });
        await expect(review.getByTestId('change-field')).toContainText('/visible');
        await expect(review.getByTestId('change-field')).toContainText(`${!after}`);
        await expect(review.getByTestId('change-field')).toContainText(`${after}`);
        const saved = respondsTo(page, 'PUT', `/admin/tema/${id}/visibility`);
        await review.getByTestId('tema-visibility-confirm').click();
        return saved;
      };

      // Cancel puts the switch back and stores nothing.
      await visible.click({ force: true });
      await expect(visible).toBeChecked();
      await review.getByTestId('tema-visibility-cancel').click();
      await expect(review).toHaveCount(0);
      await expect(visible).not.toBeChecked();

      await failRealCall(page, 'PUT', `/admin/tema/${id}/visibility`, 1);
      expect((await switchAndPublish(true)).status()).toBe(500);
      await expect(row.getByTestId('tema-visibility-error')).toHaveText('Error updating visibility');
      await expect(visible).not.toBeChecked();

      // Shown and at once hidden again (the switch waits, disabled, while a change is checked or
      // saved; a click on a disabled switch would send nothing).
      expect((await switchAndPublish(true)).status()).toBe(200);
      await expect(visible).toBeChecked();
      await expect(row).toContainText('Visible');
      expect((await switchAndPublish(false)).status()).toBe(200);
      await expect(visible).not.toBeChecked();
      await expect(row).toContainText('Hidden');

      const member = await createMember(request, 'Tema');
      const context = await browser.newContext();
      const memberPage = await context.newPage();
      await signInAsMember(memberPage, member);
      await memberPage.goto('/temas');
      await appReady(memberPage);
      // The members' list loads after the page itself: slow when both cores are busy.
      await expect(memberPage.getByTestId('tema-card-title').first()).toBeVisible({ timeout: 30_000 });
      await expect(memberPage.getByTestId('tema-card-title').filter({ hasText: title })).toHaveCount(0);
      await context.close();

      // Delete asks first, with the delete's dry run: this theme removed.
      await row.getByRole('button', { name: `Delete the theme “${title}”` }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete theme' });
      await expect(dialog.getByTestId('tema-delete-dry-run-summary')).toHaveText('1 removed');
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await expect(section.getByText(`The theme “${title}” was deleted.`)).toBeVisible();
      await expect(row).toHaveCount(0);
    } finally {
      const { temas } = (await adminCall(request, 'GET', '/admin/temas')) as { temas: { id: number }[] };
      if (temas.some((tema) => tema.id === id)) await adminCall(request, 'DELETE', `/admin/tema/${id}`);
    }
  });

  test('a home button switch shows its dry run; Cancel and a failed publish both go back', async ({
    page,
    request,
  }) => {
    await signInAsAdmin(page, request);
    await failRealCall(page, 'POST', '/admin/topics-button-config');
    await page.goto('/admin/settings');
    const toggle = page.getByRole('switch', { name: /Topics button/ });
    const before = await toggle.isChecked();
    const review = page.getByTestId('topics-button-switch-dry-run');

    await toggle.click();
    // The buttons' setting is one item: new until first stored, then changed (/…/enabled).
    await expect(review.getByTestId('topics-button-switch-dry-run-summary')).toHaveText(/^1 (new|changed)$/);
    await review.getByTestId('topics-button-switch-cancel').click();
    await expect(review).toHaveCount(0);
    await expect(toggle).toBeChecked({ checked: before });

    await toggle.click();
    await review.getByTestId('topics-button-switch-confirm').click();
    await expect(page.getByTestId('topics-button-switch-feedback')).toHaveText(
      'Error saving the button setting',
    );
    await expect(toggle).toBeChecked({ checked: before });
    const stored = (await adminCall(request, 'GET', '/admin/topics-button-config')) as { enabled: boolean };
    expect(stored.enabled).toBe(before);
  });

  test('featured image: Save shows the fields that would change, Cancel stores nothing, Publish shows it on home', async ({
    page,
    request,
  }) => {
    const original = (await adminCall(request, 'GET', '/admin/image-config')) as {
      featuredImage: Record<string, unknown>;
    };
    const alt = `E2E cover ${TAG}`;
    await signInAsAdmin(page, request);
    await page.goto('/admin/imagen');
    const altText = page.getByRole('textbox', { name: 'Alternative text' });
    await expect(altText).toHaveValue(String(original.featuredImage.altText));
    await altText.fill(alt);
    await page.getByTestId('image-save').click();
    const dryRun = page.getByTestId('image-dry-run');
    await expect(dryRun.getByTestId('image-dry-run-summary')).toHaveText('1 changed');
    const field = dryRun.getByTestId('change-field');
    await expect(field).toHaveCount(1);
    await expect(field).toContainText('/altText');
    await expect(field).toContainText(String(original.featuredImage.altText));
    await expect(field).toContainText(alt);
    await page.screenshot({ path: test.info().outputPath('admin-image-dry-run-en.png'), fullPage: true });
    await page.getByTestId('image-cancel').click();
    await expect(dryRun).toHaveCount(0);
    await expect(altText).toHaveValue(alt);
    expect(await adminCall(request, 'GET', '/admin/image-config')).toEqual(original);

    try {
      await page.getByTestId('image-save').click();
      await page.getByTestId('image-confirm').click();
      await expect(page.getByTestId('image-feedback')).toHaveText('Featured image saved.');
      await page.goto('/');
      await expect(page.getByTestId('featured-image').locator('img')).toHaveAttribute('alt', alt);
    } finally {
      await adminCall(request, 'POST', '/admin/image-config', original.featuredImage);
    }
  });

  test("in Spanish, the spec's own texts: Error actualizando visibilidad, Error guardando configuración de noticias", async ({
    page,
    request,
  }) => {
    // Both real requests are answered here with a failure (their dry runs store nothing), so
    // nothing on the server changes.
    await page.route(
      (url) => /^\/api\/admin\/tema\/\d+\/visibility$/.test(url.pathname) && !url.searchParams.has('dry_run'),
      (route) => route.fulfill({ status: 500, json: {} }),
    );
    await failRealCall(page, 'PUT', '/admin/news-config');
    await signInAsAdmin(page, request);
    await page.goto('/admin/settings');
    await useLanguage(page, 'es');
    await expect(page.getByRole('heading', { name: 'Ajustes del sitio' })).toBeVisible();
    const row = page.getByTestId('admin-tema').filter({ hasText: 'Esperanza' });
    const visible = row.getByRole('switch', { name: 'Mostrar «Esperanza» a los miembros' });
    await expect(visible).toBeChecked();
    await visible.click({ force: true });
    await row.getByRole('button', { name: 'Publicar' }).click();
    await expect(row.getByTestId('tema-visibility-error')).toHaveText('Error actualizando visibilidad');
    await expect(visible).toBeChecked();

    const editor = page.getByTestId('news-public-editor');
    const title = editor.getByRole('textbox', { name: 'Título' });
    await title.fill(`${await title.inputValue()} ·`);
    await page.getByRole('button', { name: 'Guardar noticias' }).click();
    await expect(page.getByTestId('news-dry-run')).toContainText('Revisa antes de publicar');
    await page.getByTestId('news-dry-run').getByRole('button', { name: 'Publicar' }).click();
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
