// Members' notes are never lost while they are written (autosave, drafts, chapter changes, reloads,
// lost connections, revoked sessions), and the My notes page lists, opens and exports them.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import { journeyExpect as expect, test } from './support/test';
import { auditPage } from './support/audit';
import { routeExternalBorders } from './support/borders';
import { current, member, noteBox, noteStatus, settled, VOLUME_1 } from './support/volume-page';
import type { Member } from './support/api';
import { openAccountMenu } from './support/header';

test.beforeEach(async ({ context }) => {
  await routeExternalBorders(context);
});

/** The note the server holds for the member on chapter `index` of `volume` ('' when none). */
async function serverNote(request: APIRequestContext, token: string, volume: number, index: number) {
  const res = await request.get(`/api/notes/${volume}/${index}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (res.status() === 404) return '';
  expect(res.status()).toBe(200);
  return ((await res.json()) as { note_text: string }).note_text;
}

async function saveThroughApi(
  request: APIRequestContext,
  token: string,
  volume: number,
  index: number,
  text: string,
) {
  const res = await request.post(`/api/notes/save?volume=${volume}&index=${index}`, {
    data: { note_text: text },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
}

async function login(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post('/api/login', { data: { username: email, password } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

const SCREENSHOTS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'test-results',
  'screenshots',
);

/** A picture of the notes panel alone, to look at its states. */
async function shot(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  await page
    .locator('section[aria-labelledby="chapter-note-title"]')
    .screenshot({ path: path.join(SCREENSHOTS, `${name}${width < 600 ? '-mobile' : ''}.png`) });
}

async function downloaded(download: Download): Promise<string> {
  return readFile((await download.path())!, 'utf8');
}

test.describe('notes are never lost while they are written', () => {
  test('autosave: typed text reaches the server after a pause, and the state is said', async ({
    page,
    request,
  }) => {
    const marta = await member(page, request);
    await page.goto('/volume/1?chapter=3');
    await expect(current(page)).toHaveText(VOLUME_1.chapters[2]!);
    await settled(page);
    // Hold the save on its way, to see the states it passes through.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/notes/save**', async (route) => {
      await held;
      await route.continue();
    });
    await noteBox(page).fill('Escuchar en silencio');
    await expect(noteStatus(page)).toHaveText('Unsaved changes');
    await expect(noteStatus(page)).toHaveText('Saving…');
    await expect(noteStatus(page)).toHaveAttribute('role', 'status');
    await shot(page, 'note-saving');
    release();
    await expect(page.getByTestId('note-saved')).toHaveText('Saved');
    await shot(page, 'note-saved');
    expect(await serverNote(request, marta.token, 1, 3)).toBe('Escuchar en silencio');
    await expect(noteStatus(page)).toHaveText('All changes saved');
  });

  test('left by Next at once: the note is on the server before the next chapter opens', async ({
    page,
    request,
  }) => {
    const marta = await member(page, request);
    await page.goto('/volume/1?chapter=1');
    await expect(current(page)).toHaveText(VOLUME_1.chapters[0]!);
    await settled(page);
    await noteBox(page).fill('Dejada con Siguiente');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(current(page)).toHaveText(VOLUME_1.chapters[1]!);
    expect(await serverNote(request, marta.token, 1, 1)).toBe('Dejada con Siguiente');
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(noteBox(page)).toHaveValue('Dejada con Siguiente');
  });

  test('left by a reload while the connection is lost: the draft waits on the device, is restored and saved', async ({
    page,
    request,
  }) => {
    const marta = await member(page, request);
    await page.goto('/volume/1?chapter=2');
    await expect(current(page)).toHaveText(VOLUME_1.chapters[1]!);
    await settled(page);
    // The connection drops: saves fail on the way.
    await page.route('**/api/notes/save**', (route) => route.abort('internetdisconnected'));
    await noteBox(page).fill('Escrita sin conexión');
    await expect(noteStatus(page)).toHaveAttribute('data-state', 'offline');
    await expect(noteStatus(page)).toContainText('kept on this device');
    await shot(page, 'note-offline');
    await page.unroute('**/api/notes/save**');

    // Leaving does not ask: the note waits in the device's outbox, which the next page sends.
    const warns = await page.evaluate(() => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
    expect(warns).toBe(false);
    await page.reload();
    await expect(page.getByTestId('note-restored')).toContainText('Restored your unsaved note.');
    await expect(noteBox(page)).toHaveValue('Escrita sin conexión');
    await shot(page, 'note-restored');
    await expect(noteStatus(page)).toHaveAttribute('data-state', 'saved');
    expect(await serverNote(request, marta.token, 1, 2)).toBe('Escrita sin conexión');
  });

  test('a lost connection that comes back: the waiting note is sent', async ({ page, request, context }) => {
    const marta = await member(page, request);
    await page.goto('/volume/1?chapter=4');
    await expect(current(page)).toHaveText(VOLUME_1.chapters[3]!);
    await settled(page);
    await context.setOffline(true);
    await noteBox(page).fill('En el tren');
    await expect(noteStatus(page)).toHaveAttribute('data-state', 'offline');
    await context.setOffline(false);
    await expect(noteStatus(page)).toHaveAttribute('data-state', 'saved');
    expect(await serverNote(request, marta.token, 1, 4)).toBe('En el tren');
  });

  test('a session revoked while typing: sign-in, back to the chapter, the note restored and saved', async ({
    page,
    request,
  }) => {
    const marta: Member = await member(page, request);
    await page.goto('/volume/1?chapter=5');
    await expect(current(page)).toHaveText(VOLUME_1.chapters[4]!);
    await settled(page);

    // The password is reset elsewhere: the server refuses the page's session from now on.
    const forgot = await request.post('/api/forgot-password', { data: { email: marta.email } });
    const resetToken = ((await forgot.json()) as { reset_token?: string }).reset_token;
    expect(resetToken).toBeTruthy();
    const newPassword = 'member-pass-2';
    const reset = await request.post('/api/reset-password', {
      data: { token: resetToken, new_password: newPassword },
    });
    expect(reset.status()).toBe(200);

    await noteBox(page).fill('Escrita mientras la sesión caducaba');
    await expect(page).toHaveURL(`/user-login?redirect=${encodeURIComponent('/volume/1?chapter=5')}`);
    await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
    await page.getByLabel('Email').fill(marta.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(current(page)).toHaveText(VOLUME_1.chapters[4]!);
    // Restored by the editor, or already sent by the outbox when the member signed back in (the
    // two race): either way the note is in the box and on the server.
    await expect(noteBox(page)).toHaveValue('Escrita mientras la sesión caducaba');
    await expect(noteStatus(page)).toHaveAttribute('data-state', 'saved');
    const token = await login(request, marta.email, newPassword);
    expect(await serverNote(request, token, 1, 5)).toBe('Escrita mientras la sesión caducaba');
  });
});

test.describe('My notes', () => {
  // Each runs axe in both schemes besides its journey: long on a busy two-core machine.
  test.describe.configure({ timeout: 240_000 });
  test('visitors are sent to sign in first', async ({ page }) => {
    await page.goto('/my-notes');
    await expect(page).toHaveURL(`/user-login?redirect=${encodeURIComponent('/my-notes')}`);
  });

  test('lists notes by volume newest first, opens a chapter, exports Markdown and JSON', async ({
    page,
    request,
  }) => {
    const ana = await member(page, request, 'Ana');
    await saveThroughApi(request, ana.token, 1, 2, 'Orar cada mañana');
    await saveThroughApi(request, ana.token, 2, 1, 'Perdonar hoy');
    await saveThroughApi(request, ana.token, 1, 4, 'Dar gracias\npor el pan');

    await page.goto('/');
    await (await openAccountMenu(page)).getByTestId('my-notes-link').click();
    await expect(page).toHaveURL('/my-notes');
    await expect(page.getByTestId('my-notes-count')).toHaveText('3 notes');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Volume 1', 'Volume 2']);
    const volume1 = page.getByTestId('my-notes-volume-1');
    await expect(volume1.getByRole('heading', { level: 3 })).toHaveText([
      // Titled in the UI language: volume 1 is translated into English.
      VOLUME_1.chapters[3]!,
      VOLUME_1.chapters[1]!,
    ]);
    await auditPage(page, 'my-notes');

    // Exports: the files the browser saves.
    const [markdownFile] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Markdown' }).click(),
    ]);
    expect(markdownFile.suggestedFilename()).toMatch(/^camino-notes-\d{4}-\d{2}-\d{2}\.md$/);
    const markdown = await downloaded(markdownFile);
    expect(markdown).toMatch(/^# My Camino notes\n\nExported on \w+ \d+, \d{4}\n\n## Volume 1\n\n### 1-4\. /);
    expect(markdown).toContain('> Dar gracias\n> por el pan');
    expect(markdown.indexOf('Dar gracias')).toBeLessThan(markdown.indexOf('Orar cada mañana'));
    expect(markdown.indexOf('Orar cada mañana')).toBeLessThan(markdown.indexOf('## Volume 2'));

    const [jsonFile] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download JSON' }).click(),
    ]);
    expect(jsonFile.suggestedFilename()).toMatch(/^camino-notes-\d{4}-\d{2}-\d{2}\.json$/);
    const json = JSON.parse(await downloaded(jsonFile)) as {
      notes: { volume: number; index: number; note: string; published: boolean }[];
    };
    expect(json.notes.map((n) => [n.volume, n.index, n.note, n.published])).toEqual([
      [1, 4, 'Dar gracias\npor el pan', true],
      [2, 1, 'Perdonar hoy', true],
      [1, 2, 'Orar cada mañana', true],
    ]);

    // Opens the chapter with its note, and back.
    await volume1.getByRole('link', { name: `Open chapter: ${VOLUME_1.chapters[1]}` }).click();
    await expect(current(page)).toHaveText(VOLUME_1.chapters[1]!);
    await expect(noteBox(page)).toHaveValue('Orar cada mañana');
    await page.getByTestId('volume-back').click();
    await expect(page).toHaveURL('/my-notes');

    // Spanish: the page and the export.
    await page.getByTestId('language-es').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mis notas');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Volumen 1', 'Volumen 2']);
    const [spanishFile] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar Markdown' }).click(),
    ]);
    expect(await downloaded(spanishFile)).toMatch(
      /^# Mis notas de Camino\n\nExportadas el \d+ de \w+ de \d{4}\n\n## Volumen 1\n/,
    );
    await auditPage(page, 'my-notes', ['light']);
  });

  test('on a phone (390 px): empty, then a note', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const eva = await member(page, request, 'Eva');
    await page.goto('/my-notes');
    await expect(page.getByTestId('my-notes-empty')).toBeVisible();
    await saveThroughApi(request, eva.token, 1, 1, 'Una nota larga '.repeat(12).trim());
    await page.reload();
    await expect(page.getByTestId('my-notes-count')).toHaveText('1 note');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await (await openAccountMenu(page)).getByTestId('my-notes-link').click();
    await expect(page).toHaveURL('/my-notes');
    await auditPage(page, 'my-notes', ['dark']);
    await page.goto('/volume/1?chapter=1');
    await settled(page);
    await noteBox(page).fill('Desde el teléfono');
    await expect(page.getByTestId('note-saved')).toBeVisible();
    await shot(page, 'note-saved');
  });
});
