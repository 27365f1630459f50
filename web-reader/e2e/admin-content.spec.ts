import { signInAsAdmin } from './support/api';
import {
  adminCall,
  CHAPTERS_VOLUME,
  chooseFiles,
  expectNoSideScroll,
  jsonFile,
  mainZip,
  optionalZip,
  PLAYLIST_VOLUME,
  playlistFor,
} from './support/admin-content';
import { auditPage } from './support/audit';
import { expect, test } from './support/test';

const PHONE = { width: 390, height: 844 };

test.describe('admin content: playlists and main files', () => {
  test.afterEach(async ({ request }) => {
    // The playlist may already be gone (the test deletes it); a 404 is fine.
    await adminCall(request, 'DELETE', `/admin/playlists/${PLAYLIST_VOLUME}`);
  });

  test('playlists: a wrong file and a bad playlist are refused with reasons; a good one is listed, then deleted', async ({
    page,
    request,
  }) => {
    // Two uploads, a delete, each with its dry run, and five axe audits.
    test.slow();
    await signInAsAdmin(page, request);
    await page.goto('/admin/playlists');
    // The first admin page of the run loads the panel's chunks: slow when CI shares its cores.
    await expect(page.getByTestId('playlist-1')).toBeVisible({ timeout: 30_000 });
    const fileButton = page.getByRole('button', { name: 'Playlist file (.json)' });
    const upload = page.getByRole('button', { name: 'Upload', exact: true });

    await chooseFiles(page, fileButton, [
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') },
    ]);
    await expect(page.getByText('Please choose a valid JSON file')).toBeVisible();
    await expect(upload).toBeDisabled();

    await chooseFiles(page, fileButton, [
      jsonFile('bad.json', playlistFor(PLAYLIST_VOLUME, 2, 'Una playlist sin número')),
    ]);
    await upload.click();
    const error = page.getByTestId('playlist-upload-error');
    await expect(error).toContainText('The playlist file is not valid');
    await expect(error.getByTestId('problem-list')).toContainText('/playlistTitle');
    await auditPage(page, 'admin-playlists-error');

    await chooseFiles(page, fileButton, [
      jsonFile(`vol-${PLAYLIST_VOLUME}.json`, playlistFor(PLAYLIST_VOLUME, 3)),
    ]);
    await upload.click();
    // The dry run first: published only on confirm. A new playlist's review shows what it holds.
    await page.getByRole('button', { name: 'Show the change' }).click();
    const added = page.getByTestId('change-item');
    await expect(added).toHaveAttribute('data-status', 'new');
    await expect(added.locator('[data-testid="change-field"][data-pointer="/playlistTitle"]')).toContainText(
      `E2E - Volumen ${PLAYLIST_VOLUME}: Admin`,
    );
    await page.getByTestId('playlist-confirm').click();
    await expect(page.getByTestId('playlist-upload-result')).toHaveText(
      `Playlist of volume ${PLAYLIST_VOLUME} saved with 3 videos.`,
    );
    const row = page.getByTestId(`playlist-${PLAYLIST_VOLUME}`);
    await expect(row).toContainText(`E2E - Volumen ${PLAYLIST_VOLUME}: Admin`);
    await expect(row.getByRole('cell').nth(2)).toHaveText('3');
    await auditPage(page, 'admin-playlists');

    // A chapter's title corrected in place: the playlist opens in the quick editor as its file.
    await row.getByRole('button', { name: `Edit the playlist of volume ${PLAYLIST_VOLUME}` }).click();
    const editDialog = page.getByRole('dialog');
    await expect(editDialog.getByTestId('quick-edit-preview')).toContainText(
      `${PLAYLIST_VOLUME}-2. Capítulo de prueba 2`,
    );
    await editDialog.getByText('Edit', { exact: true }).click();
    const code = editDialog.locator('.cm-content');
    await expect(code).toContainText('"playlistTitle"', { timeout: 30_000 });
    const corrected = playlistFor(PLAYLIST_VOLUME, 3);
    corrected.items[1]!.title = `${PLAYLIST_VOLUME}-2. El sembrador`;
    await code.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText(JSON.stringify(corrected, null, 2));
    await expect(editDialog.getByTestId('quick-edit-valid')).toBeVisible();
    await editDialog.getByTestId('quick-edit-save').click();
    await expect(editDialog.getByTestId('quick-edit-dry-run-summary')).toHaveText('1 changed');
    await editDialog.getByTestId('quick-edit-confirm').click();
    await expect(editDialog.getByTestId('quick-edit-saved')).toBeVisible();
    await page.keyboard.press('Escape');
    // Opened again, the editor reads the stored playlist: the corrected title is what is served.
    await row.getByRole('button', { name: `Edit the playlist of volume ${PLAYLIST_VOLUME}` }).click();
    await expect(page.getByRole('dialog').getByTestId('quick-edit-preview')).toContainText(
      `${PLAYLIST_VOLUME}-2. El sembrador`,
    );
    await page.keyboard.press('Escape');

    await row.getByRole('button', { name: `Delete the playlist of volume ${PLAYLIST_VOLUME}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete playlist' });
    await expect(dialog).toContainText(`volume ${PLAYLIST_VOLUME} (3 videos)`);
    // The delete's dry run first: what would go, listed; nothing is deleted yet.
    const dryRun = dialog.getByTestId('playlist-delete-dry-run');
    await expect(dryRun.getByTestId('playlist-delete-dry-run-summary')).toHaveText(/^1 removed/);
    const removed = dryRun.getByTestId('change-item');
    await expect(removed).toHaveCount(1);
    await expect(removed).toHaveAttribute('data-status', 'removed');
    await expect(removed).toContainText('Playlist');
    await expect(removed.locator('code')).toContainText(String(PLAYLIST_VOLUME));
    await expect(row).toBeVisible();
    await auditPage(page, 'admin-playlists-delete', ['dark']);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByTestId('playlist-feedback')).toHaveText(
      `The playlist of volume ${PLAYLIST_VOLUME} was deleted.`,
    );
    await expect(row).toHaveCount(0);

    await page.setViewportSize(PHONE);
    await expect(page.getByTestId('playlist-1')).toBeVisible();
    await expectNoSideScroll(page);
    await auditPage(page, 'admin-playlists', ['light']);
  });

  test('main files: a mixed ZIP reports its bad files, a file that is not a ZIP is not sent, optional ZIPs too', async ({
    page,
    request,
  }) => {
    // Two batches (each a dry run, then the real upload) and three axe audits.
    test.slow();
    await signInAsAdmin(page, request);
    await page.goto('/admin/main-files');
    const main = page.getByTestId('zip-upload-main');
    await chooseFiles(page, main.getByRole('button', { name: 'Main ZIPs (.zip)' }), [
      mainZip(CHAPTERS_VOLUME, 2, 7),
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') },
    ]);
    await main.getByRole('button', { name: 'Upload', exact: true }).click();

    // The dry run first: the ZIP is checked, the text file is never sent.
    const items = main.getByTestId('zip-item');
    await expect(main.getByTestId('zip-batch-count')).toHaveText('2 of 2 ZIPs finished');
    await expect(items.nth(1)).toHaveAttribute('data-status', 'rejected');
    await expect(items.nth(1)).toContainText('Please choose a valid ZIP file');
    await expect(items.nth(0).getByTestId('report-failed')).toHaveText('Files failed: 7');
    await expect(main.getByTestId('zip-main-dry-run')).toBeVisible();
    // Its refused files are named in the review, and nothing is published until the admin
    // chooses to publish the valid part without them.
    const refused = main.getByTestId('zip-main-refused');
    await expect(refused).toContainText('7 files were refused and would not be published');
    await expect(refused).toContainText(`Vol_${CHAPTERS_VOLUME}_main.zip: ${CHAPTERS_VOLUME}-3.json`);
    await expect(main.getByTestId('zip-main-confirm')).toBeDisabled();
    await main.getByLabel('Publish the valid files anyway, without the 7 refused ones').check();

    // Publish sends only the ZIP the dry run accepted: a batch of one, with the real report.
    await main.getByTestId('zip-main-confirm').click();
    await expect(main.getByTestId('zip-batch-count')).toHaveText('1 of 1 ZIP finished');
    await expect(main.getByTestId('zip-main-dry-run')).toHaveCount(0);
    await expect(items).toHaveCount(1);
    await expect(items.nth(0)).toHaveAttribute('data-status', 'done');
    await expect(items.nth(0)).toContainText(`Vol_${CHAPTERS_VOLUME}_main.zip`);
    const report = items.nth(0).getByTestId('upload-report');
    await expect(report.getByTestId('report-volume')).toHaveText(`Volume: ${CHAPTERS_VOLUME}`);
    await expect(report.getByTestId('report-processed')).toHaveText('Files processed: 2');
    await expect(report.getByTestId('report-failed')).toHaveText('Files failed: 7');
    const failed = report.getByTestId('report-failed-files');
    for (const index of [3, 4, 5, 6, 7])
      await expect(failed).toContainText(`${CHAPTERS_VOLUME}-${index}.json`);
    await expect(failed).not.toContainText(`${CHAPTERS_VOLUME}-8.json`);
    await expect(failed).toContainText('/dialogue');
    await expect(report.getByTestId('report-more')).toHaveText('and 2 more');
    await expect(main).not.toContainText('notes.txt');

    const optional = page.getByTestId('zip-upload-optional');
    await chooseFiles(page, optional.getByRole('button', { name: 'Optional ZIPs (.zip)' }), [
      optionalZip(CHAPTERS_VOLUME),
    ]);
    await optional.getByRole('button', { name: 'Upload', exact: true }).click();
    await optional.getByTestId('zip-optional-confirm').click();
    await expect(optional.getByTestId('report-processed')).toHaveText('Files processed: 1');
    await expect(optional.getByTestId('report-failed')).toHaveText('Files failed: 0');
    await auditPage(page, 'admin-main-files');

    await page.setViewportSize(PHONE);
    await expectNoSideScroll(page);
    await auditPage(page, 'admin-main-files', ['light']);
  });
});
