// The volume page: a member's own data (watched marks, notes, last chapter), edge cases, Spanish, sharing and the phone layout.
import { expect, test } from './support/test';
import { useLanguage } from './support/audit';
import { BIBLE_LOOKUP_URL, routeExternalBorders } from './support/borders';
import {
  audit,
  counter,
  current,
  listItem,
  member,
  searchBox,
  searchError,
  searchInVolume,
  settled,
  VOLUME_1,
  watchedToggle,
} from './support/volume-page';

test.beforeEach(async ({ context }) => {
  await routeExternalBorders(context);
});

test.describe('volume page, desktop (1280×800): member data and edge cases', () => {
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
    // Said once, under the field; the status beside the counter stays quiet.
    await expect(page.getByText(/Too long to save: 2000 characters at most\./)).toHaveCount(1);
    await expect(page.getByTestId('note-status')).toBeEmpty();
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
    // The toast lasts 3 s: it is awaited from before the page opens, not after a slow first load.
    const announced = page.getByText('Capítulo 3 encontrado').waitFor({ timeout: 30_000 });
    await page.goto('/volume/2?chapter=3');
    await announced;
    await expect(current(page)).toHaveText('2-3. Perdonarse a uno mismo');
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
      `${new URL(page.url()).origin}/volume/3?chapter=2`,
    );
  });
});

test.describe('volume page on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('text first: player, navigation, the chapter, the list in a sheet; notes; English and Spanish', async ({
    page,
    request,
  }) => {
    test.slow();
    await member(page, request);
    await page.goto('/volume/1');
    await expect(current(page)).toHaveText(VOLUME_1.chapters[0]!);
    // The chapter's text comes right after the player and navigation; the list waits in a sheet.
    const playerBox = (await page.getByTestId('video-player').boundingBox())!;
    const textBox = (await page.getByTestId('chapter-description').boundingBox())!;
    expect(textBox.y).toBeGreaterThan(playerBox.y + playerBox.height);
    expect(textBox.y).toBeLessThan(844 * 1.5);
    await expect(page.getByTestId('video-list')).toHaveCount(0);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);

    await page.getByTestId('chapter-list-open').click();
    await expect(page.getByRole('dialog', { name: 'Chapters in this volume' })).toBeVisible();
    await listItem(page, 2).getByRole('button').first().click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(current(page)).toHaveText(VOLUME_1.chapters[1]!);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(counter(page)).toHaveText('3/5');
    await page.getByTestId('chapter-list-open').click();
    await watchedToggle(page, 3).click();
    await expect(page.getByTestId('videos-watched')).toHaveText('1 of 5 watched');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('chapter-list-open')).toBeFocused();
    // The mark is also where the chapter's text ends, in words, without opening the sheet.
    const chapterMark = page.getByTestId('chapter-watched-button');
    await expect(chapterMark).toHaveText('Watched');
    await expect(chapterMark).toHaveAttribute('aria-pressed', 'true');
    await chapterMark.click();
    await expect(chapterMark).toHaveText('Mark as watched');
    await expect(chapterMark).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByTestId('videos-watched')).toHaveText('0 of 5 watched');
    await chapterMark.click();
    await expect(page.getByTestId('videos-watched')).toHaveText('1 of 5 watched');
    await searchInVolume(page, '8');
    await expect(searchError(page)).toHaveText('Chapter 8 not available in this volume');
    await page.getByTestId('section-references').getByRole('button', { name: 'Bible references' }).click();
    await page.getByRole('button', { name: 'Look up Mark 1:35' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByTestId('bible-lookup-frame')).toHaveAttribute(
      'src',
      `${BIBLE_LOOKUP_URL}${encodeURIComponent('Mark 1:35')}`,
    );
    await audit(page, 'volume-bible-lookup', ['light']);
    await page.keyboard.press('Escape');
    await page.getByRole('textbox', { name: 'Personal note on this chapter' }).fill('Desde el teléfono');
    await page.getByRole('button', { name: 'Save note' }).click();
    await expect(page.getByTestId('note-saved')).toBeVisible();
    await settled(page);
    await audit(page, 'volume');

    await useLanguage(page, 'es');
    await expect(page.getByRole('button', { name: 'Siguiente', exact: true })).toBeVisible();
    await expect(page.getByTestId('chapter-watched-button')).toHaveText('Visto');
    await audit(page, 'volume');
  });
});
