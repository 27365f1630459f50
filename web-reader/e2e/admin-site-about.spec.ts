import { signInAsAdmin } from './support/api';
import { adminCall, expectNoHorizontalOverflow, runTag } from './support/admin-site';
import { auditPage, useLanguage } from './support/audit';
import { expect, test } from './support/test';

// about.spec.ts reads the About page at the same time: the saved text keeps the original and only
// adds a paragraph, and the original comes back at the end.

test.describe('admin About', () => {
  test('a .md file fills the editor unsaved; Save publishes it on /about (Spanish banner)', async ({
    page,
    request,
  }) => {
    // A file load, two dry-run-first saves (one refused), a language switch and /about.
    test.slow();
    // The editor edits the Spanish source, whatever the admin's language (the demo has an English About too).
    const { content: original } = (await adminCall(request, 'GET', '/about?lang=es')) as { content: string };
    const marker = `E2E about ${runTag()}`;
    const edited = `${original}\n\n${marker}`;
    await signInAsAdmin(page, request);
    await page.goto('/admin/about');
    const editor = page.getByRole('textbox', { name: 'About content (Markdown)' });
    // The first admin page of the run loads the panel's chunks: slow when CI shares its cores.
    await expect(editor).toHaveValue(original, { timeout: 30_000 });
    await expect(editor).toHaveAttribute('rows', '12');
    await expect(page.getByTestId('about-count')).toContainText(
      `${[...original].length} / 100,000 characters`,
    );
    await expect(page.getByRole('heading', { name: 'Markdown guide' })).toBeVisible();

    const file = page.locator('input[type="file"]');
    await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
    await expect(page.getByText('Please choose a .md file')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Load into the editor' })).toBeDisabled();

    await file.setInputFiles({ name: 'about.md', mimeType: 'text/markdown', buffer: Buffer.from(edited) });
    await page.getByRole('button', { name: 'Load into the editor' }).click();
    await expect(editor).toHaveValue(edited);
    await expect(page.getByTestId('about-banner')).toHaveAttribute('data-success', 'true');
    await expect(page.getByTestId('about-preview')).toContainText(marker);
    expect(((await adminCall(request, 'GET', '/about?lang=es')) as { content: string }).content).toBe(
      original,
    );

    await editor.fill('   ');
    await expect(page.getByTestId('about-save')).toBeDisabled();
    await editor.fill(edited);

    // Save asks for the dry run: nothing is stored yet, the review says what would change.
    await page.getByTestId('about-save').click();
    const summary = page.getByTestId('about-dry-run-summary');
    await expect(summary).toHaveText('1 changed');
    expect(((await adminCall(request, 'GET', '/about?lang=es')) as { content: string }).content).toBe(
      original,
    );

    // Publish is the real save (no `dry_run` in its query): the server refuses it once.
    await page.route(
      (url) => url.pathname === '/api/admin/about' && !url.searchParams.has('dry_run'),
      (route) => route.fulfill({ status: 422, json: { detail: 'demasiado largo' } }),
      { times: 1 },
    );
    await page.getByTestId('about-confirm').click();
    await expect(page.getByTestId('about-banner')).toHaveText('❌ Error: demasiado largo');
    await expect(page.getByTestId('about-banner')).toHaveAttribute('data-success', 'false');
    // The checked text waits for another Publish.
    await expect(page.getByTestId('about-dry-run')).toBeVisible();

    try {
      await useLanguage(page, 'es');
      await expect(summary).toHaveText('1 cambiado');
      await page.getByTestId('about-confirm').click();
      await expect(page.getByTestId('about-banner')).toHaveText('✅ Contenido guardado exitosamente');
      await expect(page.getByTestId('about-banner')).toHaveAttribute('data-success', 'true');
      await expect(page.getByTestId('about-dry-run')).toHaveCount(0);
      await page.goto('/about');
      await expect(page.getByText(marker)).toBeVisible();
    } finally {
      await adminCall(request, 'POST', '/admin/about', { content: original });
    }
  });

  test('accessible in light and dark, on a desktop and a phone', async ({ page, request }) => {
    await signInAsAdmin(page, request);
    await page.goto('/admin/about');
    await expect(page.getByTestId('about-preview')).toBeVisible();
    await auditPage(page, 'admin-about');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoHorizontalOverflow(page);
    await auditPage(page, 'admin-about');
  });
});
