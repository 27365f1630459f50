// The volume page: opening, navigating, searching and reading a chapter's sections.
import { expect, test } from './support/test';
import { createMember } from './support/api';
import { BIBLE_LOOKUP_URL, routeExternalBorders, YOUTUBE_ORIGIN } from './support/borders';
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

test.describe('volume page, desktop (1280×800)', () => {
  test('a visitor is sent to sign in, then lands on the chapter asked for', async ({ page, request }) => {
    const account = await createMember(request, 'Inés');
    await page.goto('/volume/1?chapter=2');
    await expect(page).toHaveURL(`/user-login?redirect=${encodeURIComponent('/volume/1?chapter=2')}`);
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(current(page)).toHaveText(VOLUME_1.chapters[1]!);
    // The open chapter stays in the address.
    await expect(page).toHaveURL('/volume/1?chapter=2');
  });

  test('opens from the home grid: header, player, list, list selection, previous and next', async ({
    page,
    request,
  }) => {
    test.slow();
    await member(page, request);
    await page.goto('/');
    await page.getByTestId('volume-1').click();
    await expect(page).toHaveURL('/volume/1?chapter=1');
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
    // Volume 1's English version (the demo has one).
    await expect(page.getByTestId('chapter-date')).toHaveText('March 17');
    await expect(page.getByTestId('chapter-description')).toContainText('the Pilgrim discovers');
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
    // The toast lasts 3 s: it is awaited from before the search, not after a slow first load.
    const toast = page.getByText('Chapter 3 found');
    const announced = toast.waitFor({ timeout: 30_000 });
    await page.getByRole('textbox', { name: 'Volume and chapter' }).press('Enter');
    await announced;
    await expect(page).toHaveURL('/volume/1?chapter=3');
    await expect(current(page)).toHaveText(VOLUME_1.chapters[2]!);
    // The found video is highlighted for a moment, the toast for 3 s.
    await expect(listItem(page, 3)).not.toHaveAttribute('data-highlighted', { timeout: 2000 });
    await expect(toast).toBeHidden({ timeout: 5000 });
    // The home search's state is gone: the address names the chapter instead.
    expect(await page.evaluate(() => (history.state as { usr?: unknown }).usr ?? null)).toEqual({
      chapterMove: true,
    });

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
    await page.route('**/api/volumes/2/playlist?*', async (route) => {
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
    await expect(page).toHaveURL('/volume/2?chapter=1&from=%2Ftemas');
    await expect(page.getByTestId('volume-back')).toHaveAttribute('href', '/temas');
  });

  test('optional sections, quiz answers, topic chips and the Bible lookup', async ({ page, request }) => {
    // Two full-page audits (axe and screenshots in both schemes): past 90 s when both cores are busy.
    test.slow();
    await member(page, request);
    await page.goto('/volume/1?chapter=1');
    await expect(current(page)).toHaveText(VOLUME_1.chapters[0]!);

    const chips = page.getByTestId('topic-chips').locator('[data-color]');
    await expect(chips).toHaveText(['Faith', 'Humility']);
    expect(await chips.evaluateAll((els) => els.map((el) => el.getAttribute('data-color')))).toEqual([
      'indigo',
      'teal',
    ]);

    const sections: [string, string, string][] = [
      ['summary', 'Summary', 'He arrives full of doubts and weariness'],
      ['quiz', 'Questions', 'According to the Teacher, how is the road measured?'],
      ['references', 'Bible references', 'John 14:6'],
      ['homework', 'Spiritual exercises', 'thank God in the morning before you look at your phone'],
      ['bulletpoints', 'Key points', 'The wish to begin is already a kind of prayer.'],
      ['comments', 'Comments', 'has changed my mornings'],
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
    await expect(page.getByTestId('quiz-answer').first()).toContainText('“Follow me”');
    await settled(page);
    await audit(page, 'volume-sections');
    await page.getByRole('button', { name: 'Hide answers' }).click();
    await expect(page.getByTestId('quiz-answer')).toHaveCount(0);

    await page.getByRole('button', { name: 'Look up John 14:6' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bible: John 14:6' });
    await expect(dialog).toBeVisible();
    const frame = dialog.getByTestId('bible-lookup-frame');
    await expect(frame).toHaveAttribute('src', `${BIBLE_LOOKUP_URL}${encodeURIComponent('John 14:6')}`);
    await expect(page.frameLocator('[data-testid="bible-lookup-frame"]').locator('p')).toHaveText(
      'John 14:6',
    );
    await expect(dialog.getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute('target', '_blank');
    await audit(page, 'volume-bible-lookup');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
