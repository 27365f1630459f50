// My notes under concurrent writes: a note's history and the restore of an earlier version, the pages of
// GET /notes past the first, and deleting a note on a chapter no longer published.
import { readFile } from 'node:fs/promises';
import { auditPage, useLanguage } from './support/audit';
import { routeExternalBorders } from './support/borders';
import {
  chapters,
  listNotes,
  noteAt,
  saveNoteApi,
  uploadPlaylist,
  WRITES_VOLUMES,
  type Chapter,
} from './support/member-writes';
import { journeyExpect as expect, test } from './support/test';
import { member, VOLUME_1, VOLUME_1_ES } from './support/volume-page';

// Axe in both schemes and languages besides each journey: long on a busy two-core machine.
test.describe.configure({ timeout: 240_000 });

test.beforeEach(async ({ context }) => {
  await routeExternalBorders(context);
});

test('History shows what the note said before; restoring a version makes it the note again', async ({
  page,
  request,
}) => {
  const rosa = await member(page, request, 'Rosa');
  for (const text of ['primera versión', 'segunda versión', 'la de ahora']) {
    await saveNoteApi(request, rosa.token, 1, 2, text);
  }
  await page.goto('/my-notes');
  await page.getByRole('button', { name: `History of the note on ${VOLUME_1.chapters[1]}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Earlier versions' });
  await expect(dialog.getByTestId('note-history-current')).toContainText('la de ahora');
  await expect(dialog.getByTestId('note-history-version').getByTestId('note-history-text')).toHaveText([
    'segunda versión',
    'primera versión',
  ]);
  await auditPage(page, 'note-history');

  await dialog
    .getByTestId('note-history-version')
    .nth(1)
    .getByRole('button', { name: /^Restore the version saved/ })
    .click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('The earlier version is the note again.')).toBeVisible();
  await expect(page.getByTestId('my-note-text')).toHaveText('primera versión');
  expect((await noteAt(request, rosa.token, 1, 2))?.note_text).toBe('primera versión');

  // In Spanish, the text it replaced is in the history now.
  await useLanguage(page, 'es');
  await page.getByRole('button', { name: `Historial de la nota de ${VOLUME_1_ES.chapters[1]}` }).click();
  const historial = page.getByRole('dialog', { name: 'Versiones anteriores' });
  await expect(historial.getByTestId('note-history-version').first()).toContainText('la de ahora');
  await auditPage(page, 'note-history');
  await page.keyboard.press('Escape');
  await expect(historial).toBeHidden();
});

test('more notes than one page: Load more shows the rest, and the export holds every note', async ({
  page,
  request,
}) => {
  const volume = WRITES_VOLUMES.paged;
  const many = chapters(volume, 'pag', 105);
  await uploadPlaylist(request, volume, many);
  const pilar = await member(page, request, 'Pilar');
  for (let start = 0; start < many.length; start += 15) {
    await Promise.all(
      many
        .slice(start, start + 15)
        .map((_, i) => saveNoteApi(request, pilar.token, volume, start + i + 1, `nota ${start + i + 1}`)),
    );
  }
  await page.goto('/my-notes');
  await expect(page.getByTestId('my-notes-count')).toHaveText('100 notes shown');
  await expect(page.getByTestId('my-note')).toHaveCount(100);

  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download JSON' }).click(),
  ]);
  const exported = JSON.parse(await readFile((await file.path())!, 'utf8')) as { notes: { note: string }[] };
  expect(exported.notes).toHaveLength(105);
  expect(new Set(exported.notes.map((note) => note.note)).size).toBe(105);

  await page.getByRole('button', { name: 'Load more notes' }).click();
  await expect(page.getByTestId('my-notes-count')).toHaveText('105 notes');
  await expect(page.getByTestId('my-note')).toHaveCount(105);
  await expect(page.getByRole('button', { name: 'Load more notes' })).toHaveCount(0);
});

test('a note on a chapter no longer published can be deleted, after a confirmation', async ({
  page,
  request,
}) => {
  const volume = WRITES_VOLUMES.deleted;
  const [a, b] = chapters(volume, 'del', 2) as [Chapter, Chapter];
  await uploadPlaylist(request, volume, [a, b]);
  const nora = await member(page, request, 'Nora');
  await saveNoteApi(request, nora.token, volume, 1, 'sigue publicada');
  await saveNoteApi(request, nora.token, volume, 2, 'de un capítulo que se irá');
  await uploadPlaylist(request, volume, [a]);

  await page.goto('/my-notes');
  const unpublished = page.getByTestId('my-notes-unpublished');
  await expect(unpublished.getByTestId('my-note-text')).toHaveText('de un capítulo que se irá');
  // Only the note whose chapter is gone offers Delete.
  await expect(page.getByRole('button', { name: /^Delete the note on/ })).toHaveCount(1);
  await unpublished.getByRole('button', { name: `Delete the note on ${volume}-2. Capítulo del2` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this note?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await auditPage(page, 'note-delete', ['light']);
  await dialog.getByRole('button', { name: 'Delete note' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Note deleted.')).toBeVisible();
  await expect(unpublished).toHaveCount(0);
  const left = (await listNotes(request, nora.token)).filter((note) => note.volume === volume);
  expect(left.map((note) => [note.index, note.note])).toEqual([[1, 'sigue publicada']]);
});
