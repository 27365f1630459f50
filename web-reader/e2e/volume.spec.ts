import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createMember, signInAsMember, type Member } from './support/api';
import { auditPage, useLanguage } from './support/audit';
import { BIBLE_LOOKUP_URL, routeExternalBorders, YOUTUBE_ORIGIN } from './support/borders';

/** Demo volume 1 (server/src/demo/content/playlists/Vol_1.json). */
const VOLUME_1 = {
  title: 'Camino - Volumen 1: Los primeros pasos',
  chapters: [
    '1-1. El camino comienza',
    '1-2. Aprender a orar',
    '1-3. El silencio que escucha',
    '1-4. Gratitud en lo pequeño',
    '1-5. El pan de cada día',
  ],
};

const current = (page: Page) => page.getByTestId('current-title');
const counter = (page: Page) => page.getByTestId('chapter-counter');
const listItem = (page: Page, position: number) => page.getByTestId(`video-item-${position}`);
const watchedToggle = (page: Page, position: number) => page.getByTestId(`watched-toggle-${position}`);
const searchBox = (page: Page, name = 'Go to chapter') => page.getByRole('textbox', { name });
const searchError = (page: Page) => page.getByTestId('volume-search-error');

async function member(page: Page, request: APIRequestContext, firstName = 'Marta'): Promise<Member> {
  const created = await createMember(request, firstName);
  await signInAsMember(page, created);
  return created;
}

/** The page has loaded the playlist and the selected chapter's content. */
async function settled(page: Page) {
  await expect(page.getByTestId('volume-page').locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * auditPage from the top of the page: on wide screens the list is sticky, and a full-page
 * screenshot taken scrolled down would draw it wherever the scroll left it.
 */
async function audit(page: Page, name: string, schemes?: ('light' | 'dark')[]) {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await auditPage(page, name, schemes);
}

async function searchInVolume(page: Page, text: string, name?: string) {
  await searchBox(page, name).fill(text);
  await searchBox(page, name).press('Enter');
}

test.beforeEach(async ({ context }) => {
  await routeExternalBorders(context);
});

test.describe('volume page, desktop (1280×800)', () => {
  test('a visitor is sent to sign in, then lands on the chapter asked for', async ({ page, request }) => {
    const account = await createMember(request, 'Inés');
    await page.goto('/volume/1?chapter=2');
    await expect(page).toHaveURL(`/user-login?redirect=${encodeURIComponent('/volume/1?chapter=2')}`);
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(current(page)).toHaveText(VOLUME_1.chapters[1]!);
    await expect(page).toHaveURL('/volume/1');
  });

  test('opens from the home grid: header, player, list, list selection, previous and next', async ({
    page,
    request,
  }) => {
    await member(page, request);
    await page.goto('/');
    await page.getByTestId('volume-1').click();
    await expect(page).toHaveURL('/volume/1');
    await expect(page).toHaveTitle(`${VOLUME_1.title} · Camino`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(VOLUME_1.title);
    await expect(page.getByTestId('videos-available')).toHaveText('5 videos available');
    await expect(page.getByTestId('videos-watched')).toHaveText('0 of 5 watched');
    await expect(page.getByTestId('volume-color-scheme-toggle')).toBeVisible();

    // The first chapter, in the privacy-enhanced embed with a title.
    await expect(current(page)).toHaveText(VOLUME_1.chapters[0]!);
    await expect(counter(page)).toHaveText('1/5');
    const player = page.getByTestId('video-player');
    await expect(player).toHaveAttribute('src', `${YOUTUBE_ORIGIN}/embed/cmnDemo0101`);
    await expect(player).toHaveAttribute('title', `Video: ${VOLUME_1.chapters[0]}`);
    await expect(page.frameLocator('[data-testid="video-player"]').locator('p')).toHaveText(
      '/embed/cmnDemo0101',
    );
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();

    // The list: thumbnail, title, channel, position and the watched toggle; at most 70vh.
    const list = page.getByTestId('video-list');
    await expect(list.locator('li')).toHaveCount(5);
    const third = listItem(page, 3);
    await expect(third.locator('img')).toHaveAttribute('src', '/demo/thumbnails/1-3.svg');
    await expect(third).toContainText('#3');
    await expect(third).toContainText(VOLUME_1.chapters[2]!);
    await expect(third).toContainText('Camino Demo');
    await expect(watchedToggle(page, 3)).toHaveAttribute('aria-pressed', 'false');
    expect(await list.evaluate((el) => getComputedStyle(el).maxHeight)).toBe(`${0.7 * 800}px`);
    expect(await list.evaluate((el) => getComputedStyle(el).overflowY)).toBe('auto');

    // Desktop: the list stands beside the player.
    const playerBox = (await player.boundingBox())!;
    const listBox = (await page.getByTestId('volume-list-area').boundingBox())!;
    expect(listBox.x).toBeGreaterThan(playerBox.x + playerBox.width - 1);
    expect(listBox.y).toBeLessThan(playerBox.y + playerBox.height);

    // Selecting with the list loads the chapter's content.
    const select = third.getByRole('button', { name: `#3 ${VOLUME_1.chapters[2]} Camino Demo` });
    await select.click();
    await expect(current(page)).toHaveText(VOLUME_1.chapters[2]!);
    await expect(select).toHaveAttribute('aria-current', 'true');
    await expect(counter(page)).toHaveText('3/5');
    await expect(player).toHaveAttribute('src', `${YOUTUBE_ORIGIN}/embed/cmnDemo0103`);
    await expect(page.getByTestId('chapter-date')).toHaveText('17 de marzo');
    await expect(page.getByTestId('chapter-description')).toContainText('el Peregrino descubre');
    const speakers = page.getByTestId('dialogue-speaker');
    await expect(speakers.first()).toBeVisible();
    const colours = await speakers.evaluateAll((els) => {
      const byName = new Map<string, string>();
      for (const el of els) byName.set(el.textContent ?? '', getComputedStyle(el).color);
      return [...byName.entries()];
    });
    expect(colours).toHaveLength(2);
    expect(colours[0]![1]).not.toBe(colours[1]![1]);
    // Dialogue Markdown is rendered (emphasis), never as raw asterisks.
    await expect(page.getByTestId('dialogue')).not.toContainText('**');

    // Next and previous move one chapter and bring the page back to the top.
    await page.evaluate(() => window.scrollTo(0, 900));
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(counter(page)).toHaveText('4/5');
    await expect(current(page)).toHaveText(VOLUME_1.chapters[3]!);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(counter(page)).toHaveText('5/5');
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(counter(page)).toHaveText('4/5');
    await settled(page);
    await audit(page, 'volume');
  });

  test('the home search (1-3) opens the chapter: toast, highlight, then every in-volume search message', async ({
    page,
    request,
  }) => {
    await member(page, request);
    await page.goto('/');
    await page.getByRole('textbox', { name: 'Volume and chapter' }).fill('1-3');
    await page.getByRole('textbox', { name: 'Volume and chapter' }).press('Enter');
    await expect(page).toHaveURL('/volume/1');
    await expect(current(page)).toHaveText(VOLUME_1.chapters[2]!);
    const toast = page.getByText('Chapter 3 found');
    await expect(toast).toBeVisible();
    // The found video is highlighted for a moment, the toast for 3 s.
    await expect(listItem(page, 3)).not.toHaveAttribute('data-highlighted', { timeout: 2000 });
    await expect(toast).toBeHidden({ timeout: 5000 });
    expect(await page.evaluate(() => (history.state as { usr?: unknown }).usr ?? null)).toBeNull();

    await searchBox(page).press('Enter');
    await expect(searchError(page)).toHaveText('Please enter a chapter number');
    await searchInVolume(page, 'abc');
    await expect(searchError(page)).toHaveText('Enter a valid chapter number (greater than 0)');
    await searchInVolume(page, '0');
    await expect(searchError(page)).toHaveText('Enter a valid chapter number (greater than 0)');
    await searchInVolume(page, '9');
    await expect(searchError(page)).toHaveText('Chapter 9 not available in this volume');
    await settled(page);
    await audit(page, 'volume-search-error', ['light']);
    await page.getByRole('button', { name: 'Search' }).click();
    await searchInVolume(page, '5');
    await expect(current(page)).toHaveText(VOLUME_1.chapters[4]!);
    await expect(page.getByText('Chapter 5 found')).toBeVisible();
    await expect(searchError(page)).toHaveCount(0);
  });

  test('before the playlist arrives: searchErrorPlaylistNotLoaded; a ?chapter= not in it: searchErrorChapterNotFound', async ({
    page,
    request,
  }) => {
    await member(page, request);
    // The real answer, held back until the search has been tried.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/volumes/2/playlist', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/volume/2?chapter=9&from=%2Ftemas');
    await searchInVolume(page, '2');
    await expect(searchError(page)).toHaveText(
      'The list of videos has not loaded yet. Please try again in a moment.',
    );
    release();
    await expect(searchError(page)).toHaveText('Chapter 9 was not found in this volume');
    await expect(current(page)).toHaveText('2-1. La deuda perdonada');
    await expect(page).toHaveURL('/volume/2?from=%2Ftemas');
    await expect(page.getByTestId('volume-back')).toHaveAttribute('href', '/temas');
  });

  test('optional sections, quiz answers, topic chips and the Bible lookup', async ({ page, request }) => {
    await member(page, request);
    await page.goto('/volume/1?chapter=1');
    await expect(current(page)).toHaveText(VOLUME_1.chapters[0]!);

    const chips = page.getByTestId('topic-chips').locator('[data-color]');
    await expect(chips).toHaveText(['Fe', 'Humildad']);
    expect(await chips.evaluateAll((els) => els.map((el) => el.getAttribute('data-color')))).toEqual([
      'indigo',
      'teal',
    ]);

    const sections: [string, string, string][] = [
      ['summary', 'Summary', 'Llega con dudas y cansancio'],
      ['quiz', 'Questions', '¿Cómo se mide el camino, según el Maestro?'],
      ['references', 'Bible references', 'Juan 14:6'],
      ['homework', 'Spiritual exercises', 'da gracias a Dios antes de mirar el teléfono'],
      ['bulletpoints', 'Key points', 'El deseo de empezar ya es una forma de oración.'],
      ['comments', 'Comments', 'me ha cambiado las mañanas'],
    ];
    for (const [key, title, text] of sections) {
      const section = page.getByTestId(`section-${key}`);
      await expect(section.getByText(text)).toBeHidden();
      await section.getByRole('button', { name: title }).click();
      await expect(section.getByText(text)).toBeVisible();
    }

    await expect(page.getByTestId('quiz-answer')).toHaveCount(0);
    await page.getByRole('button', { name: 'Show answers' }).click();
    await expect(page.getByTestId('quiz-answer')).toHaveCount(3);
    await expect(page.getByTestId('quiz-answer').first()).toContainText('«Sígueme»');
    await settled(page);
    await audit(page, 'volume-sections');
    await page.getByRole('button', { name: 'Hide answers' }).click();
    await expect(page.getByTestId('quiz-answer')).toHaveCount(0);

    await page.getByRole('button', { name: 'Look up Juan 14:6' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bible: Juan 14:6' });
    await expect(dialog).toBeVisible();
    const frame = dialog.getByTestId('bible-lookup-frame');
    await expect(frame).toHaveAttribute('src', `${BIBLE_LOOKUP_URL}${encodeURIComponent('Juan 14:6')}`);
    await expect(page.frameLocator('[data-testid="bible-lookup-frame"]').locator('p')).toHaveText(
      'Juan 14:6',
    );
    await expect(dialog.getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute('target', '_blank');
    await audit(page, 'volume-bible-lookup');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('watched marks flip with the server, counts follow and survive a reload; the home card shows them', async ({
    page,
    request,
  }) => {
    await member(page, request);
    await page.goto('/volume/1');
    await settled(page);
    const watched = page.getByTestId('videos-watched');
    await watchedToggle(page, 1).click();
    await expect(watchedToggle(page, 1)).toHaveAttribute('aria-pressed', 'true');
    await expect(watched).toHaveText('1 of 5 watched');
    await watchedToggle(page, 2).click();
    await expect(watched).toHaveText('2 of 5 watched');
    await watchedToggle(page, 2).click();
    await expect(watchedToggle(page, 2)).toHaveAttribute('aria-pressed', 'false');
    await expect(watched).toHaveText('1 of 5 watched');

    // Busy while the server answers.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/videos/watch', async (route) => {
      await held;
      await route.continue();
    });
    await watchedToggle(page, 3).click();
    await expect(watchedToggle(page, 3)).toBeDisabled();
    await expect(watchedToggle(page, 3)).toHaveAttribute('aria-pressed', 'false');
    release();
    await expect(watchedToggle(page, 3)).toHaveAttribute('aria-pressed', 'true');
    await expect(watchedToggle(page, 3)).toBeEnabled();
    await expect(watched).toHaveText('2 of 5 watched');

    await page.reload();
    await expect(watched).toHaveText('2 of 5 watched');
    await expect(watchedToggle(page, 1)).toHaveAttribute('aria-pressed', 'true');
    await expect(watchedToggle(page, 2)).toHaveAttribute('aria-pressed', 'false');
    await expect(watchedToggle(page, 3)).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('link', { name: 'Camino' }).click();
    await expect(page.getByTestId('volume-progress-1')).toHaveText('2/5 watched');
    await expect(page.getByTestId('volume-progress-2')).toHaveText('0/4 watched');
    await expect(page.getByTestId('volume-progress-4')).toHaveCount(0);
    await audit(page, 'home-member-progress', ['light']);
  });

  test('a video without a videoId: placeholder, donate button, no watched toggle', async ({
    page,
    request,
  }) => {
    await member(page, request);
    await page.goto('/volume/2?chapter=3');
    await expect(current(page)).toHaveText('2-3. Perdonarse a uno mismo');
    await expect(page.getByTestId('videos-available')).toHaveText('4 videos available');
    await expect(page.getByTestId('videos-watched')).toHaveText('0 of 4 watched');
    const placeholder = page.getByTestId('video-unavailable');
    await expect(placeholder).toContainText('Video not available');
    await expect(placeholder.getByRole('link', { name: 'Donate' })).toHaveAttribute('target', '_blank');
    await expect(page.getByTestId('video-player')).toHaveCount(0);
    await expect(watchedToggle(page, 3)).toBeDisabled();
    // Its chapter content still loads.
    await expect(page.getByTestId('chapter-date')).not.toBeEmpty();
    await settled(page);
    await audit(page, 'volume-video-unavailable');
  });

  test('notes: n/2000 in code points, Save disabled over the limit, the saved badge, kept after a reload', async ({
    page,
    request,
  }) => {
    await member(page, request);
    await page.goto('/volume/1?chapter=2');
    await expect(current(page)).toHaveText(VOLUME_1.chapters[1]!);
    const note = page.getByRole('textbox', { name: 'Personal note on this chapter' });
    const noteCounter = page.getByTestId('note-counter');
    const save = page.getByRole('button', { name: 'Save note' });
    await expect(noteCounter).toHaveText('0/2000');

    // 1999 letters and an emoji: 2001 UTF-16 units, but 2000 characters as the server counts.
    await note.fill(`${'a'.repeat(1999)}🙏`);
    await expect(noteCounter).toHaveText('2000/2000');
    await expect(save).toBeEnabled();
    await note.fill('a'.repeat(2001));
    await expect(noteCounter).toHaveText('2001/2000');
    await expect(save).toBeDisabled();
    await expect(page.getByText('The note is too long: 2000 characters at most.')).toBeVisible();
    await audit(page, 'volume-note-too-long', ['light']);

    const text = 'Orar cada mañana, aunque sea un minuto 🙏';
    await note.fill(text);
    await expect(save).toBeEnabled();
    await save.click();
    await expect(page.getByTestId('note-saved')).toHaveText('Saved');
    await expect(page.getByTestId('note-saved')).toBeHidden({ timeout: 5000 });

    // The page reopens at chapter 2 (the last one opened) with the note.
    await page.goto('/volume/1');
    await expect(current(page)).toHaveText(VOLUME_1.chapters[1]!);
    await expect(note).toHaveValue(text);
    await listItem(page, 1).getByRole('button').first().click();
    await expect(current(page)).toHaveText(VOLUME_1.chapters[0]!);
    await expect(note).toHaveValue('');
  });

  test('remembers the last chapter opened: volume 1 at chapter 4, home, volume 1 again', async ({
    page,
    request,
  }) => {
    await member(page, request);
    await page.goto('/');
    await page.getByTestId('volume-1').click();
    await expect(current(page)).toHaveText(VOLUME_1.chapters[0]!);
    await listItem(page, 4).getByRole('button').first().click();
    await expect(current(page)).toHaveText(VOLUME_1.chapters[3]!);
    await page.getByTestId('volume-back').click();
    await expect(page).toHaveURL('/');
    await page.getByTestId('volume-1').click();
    await expect(current(page)).toHaveText(VOLUME_1.chapters[3]!);
    await expect(counter(page)).toHaveText('4/5');
    // On any device: a fresh load asks the server.
    await page.reload();
    await expect(current(page)).toHaveText(VOLUME_1.chapters[3]!);
    // Another volume keeps its own place.
    await page.goto('/volume/3');
    await expect(current(page)).toHaveText('3-1. Lavar los pies');
  });

  test('a volume without a playlist: no detailed content, with donate and back', async ({
    page,
    request,
  }) => {
    await member(page, request);
    await page.goto('/volume/12?from=%2Fevangelio');
    const notice = page.getByTestId('volume-no-content');
    await expect(notice).toContainText('This volume has no detailed content yet');
    await expect(notice.getByRole('link', { name: 'Donate' })).toHaveAttribute('target', '_blank');
    await expect(notice.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/evangelio');
    await audit(page, 'volume-no-content', ['light']);
  });

  test('in Spanish: labels, messages and the placeholder', async ({ page, request }) => {
    await member(page, request);
    await page.goto('/');
    await useLanguage(page, 'es');
    await page.goto('/volume/2?chapter=3');
    await expect(current(page)).toHaveText('2-3. Perdonarse a uno mismo');
    await expect(page.getByText('Capítulo 3 encontrado')).toBeVisible();
    await expect(page.getByTestId('videos-available')).toHaveText('4 videos disponibles');
    await expect(page.getByTestId('videos-watched')).toHaveText('0 de 4 vistos');
    await expect(page.getByTestId('video-unavailable')).toContainText('Video no disponible');
    await expect(page.getByRole('heading', { name: 'Capítulos de este volumen' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Anterior' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Siguiente' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Compartir capítulo' })).toBeVisible();

    const name = 'Ir al capítulo';
    await searchBox(page, name).press('Enter');
    await expect(searchError(page)).toHaveText('Introduce el número del capítulo');
    await searchInVolume(page, '-2', name);
    await expect(searchError(page)).toHaveText('Introduce un número de capítulo válido (mayor que 0)');
    await searchInVolume(page, '7', name);
    await expect(searchError(page)).toHaveText('El capítulo 7 no está disponible en este volumen');
    await page.getByTestId('section-quiz').getByRole('button', { name: 'Preguntas' }).click();
    await page.getByRole('button', { name: 'Mostrar respuestas' }).click();
    await expect(page.getByTestId('quiz-answer').first()).toContainText('Respuesta:');
    await expect(page.getByRole('textbox', { name: 'Nota personal sobre este capítulo' })).toBeVisible();
    await settled(page);
    await audit(page, 'volume-video-unavailable');
    await page.goto('/volume/1?chapter=99');
    await expect(searchError(page)).toHaveText('No se encontró el capítulo 99 en este volumen');
  });

  test('share chapter: a link that reopens the chapter (clipboard here)', async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await member(page, request);
    await page.goto('/volume/3?chapter=2');
    await expect(current(page)).toHaveText('3-2. La lámpara encendida');
    await page.getByRole('button', { name: 'Share chapter' }).click();
    await expect(page.getByTestId('share-feedback')).toHaveText(/Shared!|Link copied to the clipboard/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'http://127.0.0.1:3100/volume/3?chapter=2',
    );
  });
});

test.describe('volume page on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('stacked and complete: player, navigation, list, content and notes; English and Spanish', async ({
    page,
    request,
  }) => {
    await member(page, request);
    await page.goto('/volume/1');
    await expect(current(page)).toHaveText(VOLUME_1.chapters[0]!);
    const playerBox = (await page.getByTestId('video-player').boundingBox())!;
    const listBox = (await page.getByTestId('volume-list-area').boundingBox())!;
    expect(listBox.y).toBeGreaterThan(playerBox.y + playerBox.height);
    expect(Math.abs(listBox.x - playerBox.x)).toBeLessThan(2);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);

    await listItem(page, 2).getByRole('button').first().click();
    await expect(current(page)).toHaveText(VOLUME_1.chapters[1]!);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(counter(page)).toHaveText('3/5');
    await watchedToggle(page, 3).click();
    await expect(page.getByTestId('videos-watched')).toHaveText('1 of 5 watched');
    await searchInVolume(page, '8');
    await expect(searchError(page)).toHaveText('Chapter 8 not available in this volume');
    await page.getByTestId('section-references').getByRole('button', { name: 'Bible references' }).click();
    await page.getByRole('button', { name: 'Look up Marcos 1:35' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByTestId('bible-lookup-frame')).toHaveAttribute(
      'src',
      `${BIBLE_LOOKUP_URL}${encodeURIComponent('Marcos 1:35')}`,
    );
    await audit(page, 'volume-bible-lookup', ['light']);
    await page.keyboard.press('Escape');
    await page.getByRole('textbox', { name: 'Personal note on this chapter' }).fill('Desde el teléfono');
    await page.getByRole('button', { name: 'Save note' }).click();
    await expect(page.getByTestId('note-saved')).toBeVisible();
    await settled(page);
    await audit(page, 'volume');

    await useLanguage(page, 'es');
    await expect(page.getByRole('button', { name: 'Siguiente' })).toBeVisible();
    await audit(page, 'volume');
  });
});
