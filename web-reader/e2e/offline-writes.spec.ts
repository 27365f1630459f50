// Member writes without a connection: notes and watched marks go into the outbox on this device,
// show at once, and reach the server when the connection returns, wherever the member is; a note
// changed elsewhere meanwhile is never overwritten (both texts are shown); signing out asks before
// it discards what was not sent. No service worker yet: pages are loaded online, then the context
// goes offline (never reloaded while offline).
import type { APIRequestContext, Page } from '@playwright/test';
import type { Member } from './support/api';
import { auditPage, useLanguage } from './support/audit';
import { routeExternalBorders } from './support/borders';
import { openAccountMenu } from './support/header';
import { noteAt, saveNoteApi, snapshot } from './support/member-writes';
import { journeyExpect as expect, test } from './support/test';
import {
  current,
  listItem,
  member,
  noteBox,
  noteStatus,
  settled,
  VOLUME_1,
  watchedToggle,
} from './support/volume-page';

// An offline round trip per test, with axe in both schemes: past the 90 s default on a busy machine.
test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ context }) => {
  await routeExternalBorders(context);
});

/** The member's watched mark on chapter `position` of volume 1, as the server has it. */
async function watchedOnServer(request: APIRequestContext, who: Member, position: number) {
  const res = await request.get('/api/volumes/1/playlist', {
    headers: { Authorization: `Bearer ${who.token}` },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { items: { position: number; is_watched: boolean }[] };
  return body.items.find((item) => item.position === position)?.is_watched;
}

/** What the outbox holds on this device (notes and marks), read from its storage. */
const outboxKeys = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage).filter(
      (key) => key.startsWith('camino:note-draft:') || key.startsWith('camino:outbox-watch:'),
    ),
  );

/** Opens volume 1 at `chapter` and waits for it, the account menu's code loaded for later. */
async function openChapter(page: Page, chapter: number) {
  await page.goto(`/volume/1?chapter=${chapter}`);
  await expect(current(page)).toHaveText(VOLUME_1.chapters[chapter - 1]!);
  await settled(page);
  // The account menu loads on first use: hovering it loads it while there is a connection.
  await page.getByTestId('account-menu').hover();
  await expect(page.getByTestId('account-menu')).toBeVisible();
}

test('a note and a watched mark made offline show at once and reach the server when the connection returns', async ({
  page,
  request,
  context,
}) => {
  const olga = await member(page, request, 'Olga');
  await openChapter(page, 1);
  await context.setOffline(true);

  await noteBox(page).fill('escrita sin conexión');
  await expect(noteStatus(page)).toHaveAttribute('data-state', 'offline');
  await expect(noteStatus(page)).toHaveText(/kept on this device/);
  await watchedToggle(page, 1).click();
  await expect(watchedToggle(page, 1)).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page.getByText('Marked on this device: it will be sent when you are back online.'),
  ).toBeVisible();
  // Toggled twice more: only the last wish waits.
  await watchedToggle(page, 1).click();
  await expect(watchedToggle(page, 1)).toHaveAttribute('aria-pressed', 'false');
  await watchedToggle(page, 1).click();
  await expect(watchedToggle(page, 1)).toHaveAttribute('aria-pressed', 'true');
  await snapshot(page, 'offline-writes-kept', ['light']);

  // Another chapter, inside the app: the move is not held, the writes wait on this device.
  await listItem(page, 2).click();
  await expect(current(page)).toHaveText(VOLUME_1.chapters[1]!);
  await expect(watchedToggle(page, 1)).toHaveAttribute('aria-pressed', 'true');
  expect(await outboxKeys(page)).toHaveLength(2);
  expect(await noteAt(request, olga.token, 1, 1)).toBeNull();
  expect(await watchedOnServer(request, olga, 1)).toBe(false);

  await context.setOffline(false);
  await expect
    .poll(async () => (await noteAt(request, olga.token, 1, 1))?.note_text, { timeout: 10_000 })
    .toBe('escrita sin conexión');
  await expect.poll(() => watchedOnServer(request, olga, 1), { timeout: 10_000 }).toBe(true);
  await expect.poll(() => outboxKeys(page)).toEqual([]);
  await expect(watchedToggle(page, 1)).toHaveAttribute('aria-pressed', 'true');

  // Back on chapter 1, the editor opens with the sent text, saved.
  await listItem(page, 1).click();
  await expect(current(page)).toHaveText(VOLUME_1.chapters[0]!);
  await expect(noteBox(page)).toHaveValue('escrita sin conexión');
  await expect(page.getByTestId('note-restored')).toHaveCount(0);
});

test('a note changed elsewhere while this one was offline: both texts are kept and the member chooses', async ({
  page,
  request,
  context,
}) => {
  const pilar = await member(page, request, 'Pilar');
  await openChapter(page, 3);
  await context.setOffline(true);
  await noteBox(page).fill('desde el portátil, sin conexión');
  await expect(noteStatus(page)).toHaveAttribute('data-state', 'offline');
  await listItem(page, 4).click();
  await expect(current(page)).toHaveText(VOLUME_1.chapters[3]!);

  // Meanwhile another device saves a note on the same chapter.
  await saveNoteApi(request, pilar.token, 1, 3, 'desde el teléfono');
  await context.setOffline(false);
  // The outbox meets the other note: nothing is overwritten, the draft waits for the member.
  await expect
    .poll(() =>
      page.evaluate(() =>
        localStorage.getItem(Object.keys(localStorage).find((k) => k.startsWith('camino:note-draft:'))!),
      ),
    )
    .toContain('"held":"conflict"');
  expect((await noteAt(request, pilar.token, 1, 3))?.note_text).toBe('desde el teléfono');

  // The member's page says a note waits for their choice.
  await page.goto('/me');
  const unsent = page.getByTestId('unsent-changes');
  await expect(unsent).not.toContainText('saved on this device');
  await expect(unsent).toContainText('1 note was also changed elsewhere');
  await auditPage(page, 'offline-writes-unsent');

  // Opening the chapter shows both texts; keeping mine saves it.
  await page.goto('/volume/1?chapter=3');
  const dialog = page.getByRole('dialog', { name: 'This note was changed on another device' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('note-conflict-mine-text')).toHaveText('desde el portátil, sin conexión');
  await expect(dialog.getByTestId('note-conflict-theirs-text')).toHaveText('desde el teléfono');
  await snapshot(page, 'offline-writes-conflict', ['light']);
  await dialog.getByRole('button', { name: 'Keep mine' }).click();
  await expect(dialog).toBeHidden();
  await expect(noteStatus(page)).toHaveAttribute('data-state', 'saved');
  expect((await noteAt(request, pilar.token, 1, 3))?.note_text).toBe('desde el portátil, sin conexión');
  expect(await outboxKeys(page)).toEqual([]);
});

test('signing out with unsent changes asks first: Cancel keeps them; with nothing unsent it is one click', async ({
  page,
  request,
  context,
}) => {
  const rosa = await member(page, request, 'Rosa');
  await openChapter(page, 2);
  await useLanguage(page, 'es');
  await settled(page);
  await context.setOffline(true);
  await watchedToggle(page, 2).click();
  await expect(watchedToggle(page, 2)).toHaveAttribute('aria-pressed', 'true');

  await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  const ask = page.getByRole('dialog', { name: 'Cambios sin enviar' });
  await expect(ask).toContainText('Tienes 1 cambio sin enviar. ¿Cerrar sesión y descartarlo?');
  await expect(ask.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await auditPage(page, 'offline-writes-sign-out');
  await page.keyboard.press('Enter');
  await expect(ask).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBe(rosa.token);
  expect(await outboxKeys(page)).toHaveLength(1);

  // Online again, the mark is sent, and signing out is one click.
  await context.setOffline(false);
  await expect.poll(() => watchedOnServer(request, rosa, 2), { timeout: 10_000 }).toBe(true);
  await expect.poll(() => outboxKeys(page)).toEqual([]);
  await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});
