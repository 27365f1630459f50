import type { Page } from '@playwright/test';
import { signInAsAdmin } from './support/api';
import { chooseFiles, jsonFile } from './support/admin-content';
import { adminCall, runTag, temaFile, uploadHiddenTema } from './support/admin-site';
import { auditPage } from './support/audit';
import { expect, test } from './support/test';

// Dates of this spec alone, so other specs' gospel entries never meet these.
const UPLOAD_DATE = '2031-04-07';
const EDIT_DATE = '2031-04-08';

const entry = (date: string, reference: string, reflexion: string) => ({
  date,
  weekday: 'Lunes',
  gospel: { reference, verses: ['Jesús dijo a sus discípulos: «Permaneced en mi amor».'] },
  reflexion: `<p>${reflexion}</p>`,
});

/** Uploads a gospel file from the Gospel tab: the dry run first, then Publish. */
async function uploadGospel(page: Page, name: string, entries: unknown[], summary: string) {
  await page.goto('/admin/evangelio');
  await chooseFiles(page, page.getByRole('button', { name: 'Gospel file (.json)' }), [
    jsonFile(name, entries),
  ]);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByTestId('gospel-dry-run-summary')).toHaveText(summary);
  await expect(page.getByTestId('gospel-upload-result')).toHaveCount(0);
  await page.getByTestId('gospel-confirm').click();
  await expect(page.getByTestId('gospel-upload-result')).toContainText(`uploaded from ${name}`);
}

async function publicReference(page: Page, date: string) {
  await page.goto(`/evangelio?date=${date}`);
  await expect(page.getByTestId('gospel-loading')).toHaveCount(0);
  return page.getByTestId('gospel-reference');
}

test.describe('admin history: dry run, revisions, revert and quick edit', () => {
  // Long journeys through several pages each, on two cores shared with other runs.
  test.describe.configure({ timeout: 300_000 });

  test('an upload shows its dry run, History shows it with its diff, and Revert brings back the old content', async ({
    page,
    request,
  }) => {
    await signInAsAdmin(page, request);
    await uploadGospel(
      page,
      'abril.json',
      [entry(UPLOAD_DATE, 'Jn 15, 9-11', 'La alegría de permanecer.')],
      '1 new',
    );
    // The public page in a second tab; the admin tab keeps its form (and its dry run) open.
    const reader = await page.context().newPage();
    await expect(await publicReference(reader, UPLOAD_DATE)).toHaveText('Jn 15, 9-11');

    await chooseFiles(page, page.getByRole('button', { name: 'Gospel file (.json)' }), [
      jsonFile('abril-corregido.json', [entry(UPLOAD_DATE, 'Jn 15, 9-17', 'La alegría de amar.')]),
    ]);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const dryRun = page.getByTestId('gospel-dry-run');
    await expect(page.getByTestId('gospel-dry-run-summary')).toHaveText('1 changed');
    await dryRun.getByRole('button', { name: 'Show the change' }).click();
    await expect(dryRun.getByTestId('change-field').first()).toContainText('/gospel/reference');
    // Nothing is stored before Publish.
    await expect(await publicReference(reader, UPLOAD_DATE)).toHaveText('Jn 15, 9-11');
    await page.getByTestId('gospel-confirm').click();
    await expect(page.getByTestId('gospel-upload-result')).toContainText('uploaded');
    await expect(await publicReference(reader, UPLOAD_DATE)).toHaveText('Jn 15, 9-17');

    await page.goto('/admin/history');
    await page.getByTestId('history-key-filter').fill(UPLOAD_DATE);
    const rows = page.getByTestId('history-row');
    await expect(rows).toHaveCount(2, { timeout: 20_000 });
    await expect(rows.first()).toContainText('Gospel');
    await expect(rows.first()).toContainText(UPLOAD_DATE);
    await auditPage(page, 'admin-history');
    await page.screenshot({ path: test.info().outputPath('admin-history-list.png'), fullPage: true });

    await rows.first().getByTestId('history-open').click();
    const detail = page.getByTestId('history-detail');
    const reference = detail.getByTestId('change-field').filter({ hasText: '/gospel/reference' });
    await expect(reference).toContainText('Jn 15, 9-11');
    await expect(reference).toContainText('Jn 15, 9-17');
    const reflection = detail.getByTestId('change-field').filter({ hasText: '/reflexion' });
    await expect(reflection).toContainText('permanecer');
    await page.screenshot({ path: test.info().outputPath('admin-history-detail.png'), fullPage: true });

    await detail.getByTestId('history-revert').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('revert-summary')).toHaveText('1 changed');
    await dialog.getByTestId('revert-confirm').click();
    await expect(page.getByTestId('revert-done')).toContainText('reverted');
    await expect(await publicReference(reader, UPLOAD_DATE)).toHaveText('Jn 15, 9-11');

    // The revert is a revision of its own, listed first.
    await page.goto('/admin/history');
    await page.getByTestId('history-key-filter').fill(UPLOAD_DATE);
    await expect(rows).toHaveCount(3, { timeout: 20_000 });
    await expect(rows.first()).toContainText('Revert');
  });

  test('a quick edit of a gospel entry: read as readers see it, edited, checked and saved as one revision', async ({
    page,
    request,
  }) => {
    await signInAsAdmin(page, request);
    await uploadGospel(page, 'editar.json', [entry(EDIT_DATE, 'Jn 15, 12-17', 'Os llamo amigos.')], '1 new');

    await page.getByRole('searchbox', { name: 'Search entries' }).fill(EDIT_DATE);
    await page
      .getByTestId(`gospel-${EDIT_DATE}`)
      .getByRole('button', { name: `Edit ${EDIT_DATE}` })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('quick-edit-preview')).toContainText('Jn 15, 12-17');
    await expect(dialog.getByTestId('quick-edit-preview')).toContainText('Os llamo amigos.');

    await dialog.getByText('Edit', { exact: true }).click();
    const editor = dialog.locator('.cm-content');
    // CodeMirror is a chunk of its own, loaded on first use.
    await expect(editor).toContainText('"reference": "Jn 15, 12-17"', { timeout: 30_000 });
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText(JSON.stringify({ date: EDIT_DATE, gospel: { verses: [] } }));
    await expect(dialog.getByTestId('quick-edit-problems')).toContainText('/gospel');
    await expect(dialog.getByTestId('quick-edit-save')).toBeDisabled();

    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText(
      JSON.stringify(entry(EDIT_DATE, 'Jn 15, 12-16', 'Os llamo amigos, dice el Señor.'), null, 2),
    );
    await expect(dialog.getByTestId('quick-edit-valid')).toBeVisible();
    await dialog.getByText('Changes', { exact: true }).click();
    await expect(dialog.getByTestId('change-field').first()).toContainText('/gospel/reference');
    await page.screenshot({ path: test.info().outputPath('admin-quick-edit-light-en.png'), fullPage: true });

    await dialog.getByTestId('quick-edit-save').click();
    await expect(dialog.getByTestId('quick-edit-dry-run-summary')).toHaveText('1 changed');
    await dialog.getByTestId('quick-edit-confirm').click();
    await expect(dialog.getByTestId('quick-edit-saved')).toContainText('Saved as revision');
    await page.keyboard.press('Escape');

    await expect(await publicReference(page, EDIT_DATE)).toHaveText('Jn 15, 12-16');
    await page.goto('/admin/history');
    await page.getByTestId('history-key-filter').fill(EDIT_DATE);
    await expect(page.getByTestId('history-row')).toHaveCount(2, { timeout: 20_000 });
  });

  test('a quick edit of a theme: read as its page shows it, edited, checked by its dry run and saved', async ({
    page,
    request,
  }) => {
    const title = `E2E tema editado ${runTag()}`;
    const id = await uploadHiddenTema(request, title);
    try {
      await signInAsAdmin(page, request);
      await page.goto('/admin/settings');
      const row = page.getByTestId('admin-tema').filter({ hasText: title });
      await row.getByRole('button', { name: `Edit ${title}` }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByTestId('quick-edit-preview')).toContainText('Un resumen de prueba.', {
        timeout: 30_000,
      });
      await expect(dialog.getByTestId('quick-edit-preview')).toContainText('Volume 1, chapter 1');

      await dialog.getByText('Edit', { exact: true }).click();
      const editor = dialog.locator('.cm-content');
      await expect(editor).toContainText('Un resumen de prueba.', { timeout: 30_000 });
      await editor.click();
      await page.keyboard.press('ControlOrMeta+a');
      const edited = temaFile(title);
      edited.items[0]!.dialogue_summary[0]!.summary = 'Un resumen corregido en el navegador.';
      await page.keyboard.insertText(JSON.stringify(edited, null, 2));
      await expect(dialog.getByTestId('quick-edit-valid')).toBeVisible();
      await dialog.getByText('Changes', { exact: true }).click();
      await expect(dialog.getByTestId('change-field')).toContainText('/items/0/dialogue_summary/0/summary');

      await dialog.getByTestId('quick-edit-save').click();
      await expect(dialog.getByTestId('quick-edit-dry-run-summary')).toHaveText('1 changed');
      await page.screenshot({ path: test.info().outputPath('admin-quick-edit-tema-en.png'), fullPage: true });
      await dialog.getByTestId('quick-edit-confirm').click();
      await expect(dialog.getByTestId('quick-edit-saved')).toContainText('Saved as revision');

      const body = (await adminCall(request, 'GET', `/admin/tema/${id}`)) as { encoded_content: string };
      // encoded_content is the JSON's base64, reversed (SPEC.md §3).
      const json = Buffer.from([...body.encoded_content].reverse().join(''), 'base64').toString('utf8');
      expect(json).toContain('Un resumen corregido en el navegador.');
    } finally {
      await adminCall(request, 'DELETE', `/admin/tema/${id}`);
    }
  });
});
