import type { TranslationsResponse } from '@camino/schemas/api/translations';
import { signInAsAdmin, adminToken } from './support/api';
import {
  adminCall,
  expectNoHorizontalOverflow,
  runTag,
  temaFile,
  uploadHiddenTema,
  zipOf,
} from './support/admin-site';
import { auditPage, useLanguage } from './support/audit';
import { expect, test } from './support/test';

// A theme of its own, hidden from members, with an English version published and then its Spanish
// source changed: its translation is out of date whatever the other specs do to the demo content.

/** The theme's English version, with `summary` as its one line of dialogue. */
function englishOf(title: string, summary: string) {
  const tema = temaFile(title);
  tema.title = `Translated ${title}`;
  tema.items[0]!.dialogue_summary = [{ speaker: 'Teacher', summary }];
  return tema;
}

test.describe('admin Translations', () => {
  test('an out-of-date translation is edited beside its source and published: it is up to date again', async ({
    page,
    request,
  }) => {
    // Two uploads, a publish, the list and the editor in two schemes, a phone and Spanish.
    test.slow();
    const title = `E2E traducción ${runTag()}`;
    const id = await uploadHiddenTema(request, title);
    try {
      const { items } = (await adminCall(request, 'GET', '/admin/translations')) as TranslationsResponse;
      const key = items.find((item) => item.kind === 'tema' && item.title === title)!.key;
      await adminCall(request, 'PUT', '/admin/translation', {
        kind: 'tema',
        key,
        lang: 'en',
        content: englishOf(title, 'A test summary.'),
      });
      // The Spanish source changes after the translation was published.
      const changed = temaFile(title);
      changed.items[0]!.dialogue_summary[0]!.summary = 'Un resumen cambiado después.';
      const upload = await request.post('/api/admin/upload-temas', {
        headers: { Authorization: `Bearer ${await adminToken(request)}` },
        multipart: {
          file: {
            name: 'temas.zip',
            mimeType: 'application/zip',
            buffer: await zipOf([['tema.json', changed]]),
          },
        },
      });
      expect(upload.ok(), `the theme upload answered ${upload.status()}`).toBe(true);

      await signInAsAdmin(page, request);
      await page.goto('/admin/translations');
      // The first admin page of the run loads the panel's chunks: slow when CI shares its cores.
      await page
        .getByTestId('translations-filter')
        .getByText(/^Out of date/)
        .click({ timeout: 30_000 });
      await expect(page).toHaveURL(/status=stale/);
      const row = page.getByTestId('translations-row').filter({ hasText: title });
      await expect(row.getByTestId('translation-status')).toHaveText('Out of date');
      await expect(page.getByTestId('translations-group-temas')).toContainText('out of date');
      await auditPage(page, 'admin-translations');

      await row.getByRole('link', { name: title }).click();
      const editor = page.getByTestId('translation-editor');
      await expect(editor).toHaveValue(/A test summary\./);
      await expect(page.getByTestId('translation-source')).toHaveValue(/Un resumen cambiado después\./);
      await expect(page.getByTestId('translation-stale-note')).toBeVisible();
      await editor.fill(JSON.stringify(englishOf(title, 'A summary changed afterwards.'), null, 2));
      await expect(page.getByTestId('translation-valid')).toBeVisible();
      await page.getByTestId('translation-save').click();
      await expect(page.getByTestId('translation-dry-run-summary')).toHaveText('1 changed');
      await auditPage(page, 'admin-translation-review');
      await page.getByTestId('translation-confirm').click();
      await expect(page.getByTestId('translation-saved')).toContainText('Translation published (revision');
      await expect(page.getByTestId('translation-status')).toHaveText('Up to date');
      await expect(page.getByTestId('translation-still-valid')).toHaveCount(0);

      // Back in the list, under every status: the item is up to date now.
      await page.getByTestId('translation-back').click();
      await page.getByTestId('translations-filter').getByText(/^All/).click();
      await expect(page.getByRole('radio', { name: /^All/ })).toBeChecked();
      await expect(row.getByTestId('translation-status')).toHaveText('Up to date');

      await page.setViewportSize({ width: 390, height: 844 });
      await expectNoHorizontalOverflow(page);
      await auditPage(page, 'admin-translations', ['light']);
      await row.getByRole('link', { name: title }).click();
      await expect(editor).toHaveValue(/A summary changed afterwards\./);
      await expectNoHorizontalOverflow(page);
      await auditPage(page, 'admin-translation', ['dark']);
      await useLanguage(page, 'es');
      await expect(page.getByTestId('translation-status')).toHaveText('Al día');
    } finally {
      await adminCall(request, 'DELETE', `/admin/tema/${id}`);
    }
  });
});
