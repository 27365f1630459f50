// Member writes on the volume page: a note typed on a page loaded before an admin's re-upload lands on
// its own chapter (or the member is told and keeps the text), and a note changed on another device
// is never overwritten unseen: both texts are shown and the member chooses.
import type { Browser, Page } from '@playwright/test';
import { signInAsMember, type Member } from './support/api';
import { auditPage, useLanguage } from './support/audit';
import { routeExternalBorders } from './support/borders';
import {
  chapters,
  type Chapter,
  listNotes,
  noteAt,
  saveNoteApi,
  snapshot,
  uploadPlaylist,
  WRITES_VOLUMES,
} from './support/member-writes';
import { journeyExpect as expect, test } from './support/test';
import { current, member, noteBox, noteStatus, settled, VOLUME_1 } from './support/volume-page';

// Two devices or an admin upload per test, with axe in both schemes: past the 90 s default on a
// busy machine.
test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ context }) => {
  await routeExternalBorders(context);
});

/** A second device of the same member: its own browser context, signed in the same way. */
async function secondDevice(browser: Browser, who: Member): Promise<Page> {
  const context = await browser.newContext();
  await routeExternalBorders(context);
  const page = await context.newPage();
  await signInAsMember(page, who);
  return page;
}

test("a page open on B while the admin inserts a new first chapter: B's note lands on B, A's is untouched", async ({
  page,
  request,
}) => {
  const volume = WRITES_VOLUMES.shifted;
  const [a, b, c] = chapters(volume, 'abc', 3) as [Chapter, Chapter, Chapter];
  await uploadPlaylist(request, volume, [a, b, c]);
  const ana = await member(page, request, 'Ana');
  await saveNoteApi(request, ana.token, volume, 1, 'nota de A');

  await page.goto(`/volume/${volume}?chapter=2`);
  await expect(current(page)).toHaveText(`${volume}-2. Capítulo abc2`);
  await settled(page);
  // The admin inserts a new first chapter: B is now the third.
  const [n] = chapters(volume, 'new', 1) as [Chapter];
  await uploadPlaylist(request, volume, [n, a, b, c]);

  await noteBox(page).fill('nota de B, escrita tras el cambio');
  const toast = page.getByText('This chapter moved to number 3 of the volume. Your note is saved there.');
  await expect(toast).toBeVisible();
  await expect(noteStatus(page)).toHaveAttribute('data-state', 'saved');
  // The page follows its chapter: same chapter, its new number, the note still in the editor.
  await expect(current(page)).toHaveText(`${volume}-3. Capítulo abc2`);
  await expect(page).toHaveURL(new RegExp(`/volume/${volume}\\?chapter=3$`));
  await expect(noteBox(page)).toHaveValue('nota de B, escrita tras el cambio');
  // The same editor: it says what it saved (a new one would start silent).
  await expect(noteStatus(page)).toHaveText(/^(Saved|All changes saved)$/);
  await snapshot(page, 'note-chapter-moved');

  expect(await noteAt(request, ana.token, volume, 3)).toMatchObject({
    note_text: 'nota de B, escrita tras el cambio',
    chapter_key: b.videoId,
  });
  expect(await noteAt(request, ana.token, volume, 2)).toMatchObject({
    note_text: 'nota de A',
    chapter_key: a.videoId,
  });
  expect(await noteAt(request, ana.token, volume, 1)).toBeNull();

  // Again in Spanish: another chapter inserted first, the next edit follows B to number 4.
  await useLanguage(page, 'es');
  const [m] = chapters(volume, 'otro', 1) as [Chapter];
  await uploadPlaylist(request, volume, [m, n, a, b, c]);
  await noteBox(page, 'Nota personal sobre este capítulo').fill('nota de B, otra vez');
  await expect(
    page.getByText('Este capítulo pasó a ser el número 4 del volumen. Tu nota está guardada ahí.'),
  ).toBeVisible();
  await expect(current(page)).toHaveText(`${volume}-4. Capítulo abc2`);
  await snapshot(page, 'note-chapter-moved');
  expect(await noteAt(request, ana.token, volume, 4)).toMatchObject({ note_text: 'nota de B, otra vez' });
  expect(await noteAt(request, ana.token, volume, 3)).toMatchObject({ note_text: 'nota de A' });
});

test('a chapter removed while its page is open: nothing is saved anywhere, the text stays and can be copied', async ({
  page,
  request,
  context,
}) => {
  const volume = WRITES_VOLUMES.removed;
  const [a, b, c] = chapters(volume, 'rem', 3) as [Chapter, Chapter, Chapter];
  await uploadPlaylist(request, volume, [a, b, c]);
  const eva = await member(page, request, 'Eva');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/volume/${volume}?chapter=3`);
  await expect(current(page)).toHaveText(`${volume}-3. Capítulo rem3`);
  await settled(page);
  await uploadPlaylist(request, volume, [a, b]);

  await noteBox(page).fill('para un capítulo retirado');
  const gone = page.getByTestId('note-gone');
  await expect(gone).toContainText('This chapter is no longer published');
  await expect(noteStatus(page)).toHaveAttribute('data-state', 'unpublished');
  await expect(noteBox(page)).toHaveValue('para un capítulo retirado');
  await gone.getByRole('button', { name: 'Copy my note' }).click();
  await expect(gone.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('para un capítulo retirado');
  await auditPage(page, 'note-chapter-gone');
  await useLanguage(page, 'es');
  await expect(gone).toContainText('Este capítulo ya no está publicado');
  await auditPage(page, 'note-chapter-gone');

  // No chapter got the text: B (now the last) has no note, and the member has none in the volume.
  expect(await noteAt(request, eva.token, volume, 2)).toBeNull();
  expect((await listNotes(request, eva.token)).filter((note) => note.volume === volume)).toEqual([]);
});

test('two devices of one member: the later save shows both texts, and keeping one (or a merged text) works', async ({
  page,
  request,
  browser,
}) => {
  const lola = await member(page, request, 'Lola');
  const phone = await secondDevice(browser, lola);
  for (const device of [page, phone]) {
    await device.goto('/volume/1?chapter=3');
    await expect(current(device)).toHaveText(VOLUME_1.chapters[2]!);
    await settled(device);
  }
  await noteBox(phone).fill('desde el teléfono');
  await expect(noteStatus(phone)).toHaveAttribute('data-state', 'saved');

  // The laptop, loaded before, types over the version it read: nothing is overwritten.
  await noteBox(page).fill('desde el portátil');
  const dialog = page.getByRole('dialog', { name: 'This note was changed on another device' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('note-conflict-mine-text')).toHaveText('desde el portátil');
  await expect(dialog.getByTestId('note-conflict-theirs-text')).toHaveText('desde el teléfono');
  await expect(dialog.getByTestId('note-conflict-theirs')).toContainText(
    /Saved from another device on \w+ \d+, \d{4}/,
  );
  expect((await noteAt(request, lola.token, 1, 3))?.note_text).toBe('desde el teléfono');
  await auditPage(page, 'note-conflict');
  await snapshot(page, 'note-conflict-dialog');
  // Keyboard: the dialog opens on 'Keep mine'.
  await expect(dialog.getByRole('button', { name: 'Keep mine' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(noteStatus(page)).toHaveAttribute('data-state', 'saved');
  expect((await noteAt(request, lola.token, 1, 3))?.note_text).toBe('desde el portátil');

  // Now the phone is behind: in Spanish, it meets the laptop's text and saves a text of both.
  await useLanguage(phone, 'es');
  await noteBox(phone, 'Nota personal sobre este capítulo').fill('otra vez el teléfono');
  const conflicto = phone.getByRole('dialog', { name: 'Esta nota se cambió en otro dispositivo' });
  await expect(conflicto).toBeVisible();
  await expect(conflicto.getByTestId('note-conflict-theirs-text')).toHaveText('desde el portátil');
  await auditPage(phone, 'note-conflict');
  await snapshot(phone, 'note-conflict-dialog');
  await conflicto
    .getByRole('textbox', { name: 'O escribe un texto con los dos' })
    .fill('portátil y teléfono');
  await conflicto.getByRole('button', { name: 'Guardar este texto' }).click();
  await expect(conflicto).toBeHidden();
  await expect(noteBox(phone, 'Nota personal sobre este capítulo')).toHaveValue('portátil y teléfono');
  await expect(noteStatus(phone)).toHaveAttribute('data-state', 'saved');
  expect((await noteAt(request, lola.token, 1, 3))?.note_text).toBe('portátil y teléfono');
  await phone.context().close();
});
