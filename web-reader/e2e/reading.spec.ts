// Text-first chapters: the open chapter in the address (reload, Back, a copied
// address), the next-chapter card, the chapter list in a sheet on phones, reading settings kept
// on the device, the reading measure, and the self-hosted Literata preloaded.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { routeExternalBorders } from './support/borders';
import { expectNoSeriousA11yViolations, useLanguage, useScheme } from './support/audit';
import { expect, test } from './support/test';
import { counter, current, listItem, member, VOLUME_1 } from './support/volume-page';

const SCREENSHOTS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'test-results',
  'screenshots',
);

/** The first load of a volume on a busy machine (both cores shared) can take a while. */
const LOAD = 30_000;

async function loaded(page: Page) {
  await expect(page.getByTestId('volume-page').locator('[aria-busy="true"]')).toHaveCount(0, {
    timeout: LOAD,
  });
}

async function shot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

test.beforeEach(async ({ context }) => {
  await routeExternalBorders(context);
});

test('the open chapter is in the address: moves, Back, Forward, reload and a copied address', async ({
  page,
  request,
}) => {
  test.slow();
  await member(page, request);
  await page.goto('/');
  await page.getByTestId('volume-1').click();
  await expect(current(page)).toHaveText(VOLUME_1.chapters[0]!, { timeout: LOAD });
  await expect(page).toHaveURL('/volume/1?chapter=1');
  await listItem(page, 3).getByRole('button').first().click();
  await expect(page).toHaveURL('/volume/1?chapter=3');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL('/volume/1?chapter=4');
  await expect(current(page)).toHaveText(VOLUME_1.chapters[3]!);

  // Back: the previous chapter, quietly (no "found" toast); Forward again; a reload keeps it.
  await page.goBack();
  await expect(page).toHaveURL('/volume/1?chapter=3');
  await expect(current(page)).toHaveText(VOLUME_1.chapters[2]!);
  await expect(page.getByText('Chapter 3 found')).toHaveCount(0);
  await page.goForward();
  await expect(current(page)).toHaveText(VOLUME_1.chapters[3]!);
  await page.reload();
  await expect(current(page)).toHaveText(VOLUME_1.chapters[3]!, { timeout: LOAD });
  await expect(counter(page)).toHaveText('4/5');
  await expect(page.getByText('Chapter 4 found')).toHaveCount(0);
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL('/volume/1?chapter=1');
  await expect(current(page)).toHaveText(VOLUME_1.chapters[0]!);
  // One more Back leaves the volume for the page it was opened from.
  await page.goBack();
  await expect(page).toHaveURL('/');

  // The address copied from the bar opens that chapter elsewhere, announced as found.
  // The toast lasts 3 s: it is awaited from before the page opens, not after a slow first load.
  const other = await page.context().newPage();
  const announced = other.getByText('Chapter 2 found').waitFor({ timeout: LOAD });
  await other.goto('/volume/1?chapter=2');
  await announced;
  await expect(current(other)).toHaveText(VOLUME_1.chapters[1]!, { timeout: LOAD });
  await expect(other).toHaveURL('/volume/1?chapter=2');
  await other.close();
});

test('the next-chapter card opens the next chapter; the last chapter says it is the last and leads to the next volume', async ({
  page,
  request,
}) => {
  test.slow();
  await member(page, request);
  await page.goto('/volume/1?chapter=4');
  await expect(current(page)).toHaveText(VOLUME_1.chapters[3]!, { timeout: LOAD });
  const card = page.getByTestId('next-chapter-card');
  await expect(card).toContainText('Next chapter');
  await expect(card).toContainText(VOLUME_1.chapters[4]!);
  await expect(card).toHaveAttribute('href', '/volume/1?chapter=5');
  await card.scrollIntoViewIfNeeded();
  await card.click();
  await expect(current(page)).toHaveText(VOLUME_1.chapters[4]!);
  await expect(page).toHaveURL('/volume/1?chapter=5');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByTestId('next-chapter-card')).toHaveCount(0);
  await expect(page.getByTestId('last-chapter-note')).toHaveText('This is the last chapter of this volume.');
  // The way on: the next volume with chapters, as the same kind of card.
  const nextVolume = page.getByTestId('next-volume-card');
  await expect(nextVolume).toContainText('Next volume');
  await expect(nextVolume).toContainText('Volume 2');
  await expect(nextVolume).toHaveAttribute('href', '/volume/2');
  await useLanguage(page, 'es');
  await expect(page.getByTestId('last-chapter-note')).toHaveText(
    'Este es el último capítulo de este volumen.',
  );
  await expect(nextVolume).toContainText('Siguiente volumen');
  await expect(nextVolume).toContainText('Volumen 2');
  await nextVolume.click();
  await expect(page).toHaveURL(/\/volume\/2(\?|$)/);
  await expect(current(page)).toHaveText('2-1. La deuda perdonada', { timeout: LOAD });
});

test('reading settings: size and colours kept after a reload; a 60–75 character measure; Literata', async ({
  page,
  request,
}) => {
  test.slow();
  await member(page, request);
  await page.goto('/volume/1?chapter=3');
  await loaded(page);
  const surface = page.getByTestId('reading-surface');
  const description = page.getByTestId('chapter-description');

  // Literata is the face of the reading text and headings, from the preloaded, hashed file.
  const preload = await page.locator('link[rel="preload"][as="font"]').getAttribute('href');
  expect(preload).toMatch(/^\/assets\/literata-latin-wght-normal-[\w-]+\.woff2$/);
  const fontUrls = await page.evaluate(() =>
    [...document.styleSheets].flatMap((sheet) =>
      [...sheet.cssRules]
        .filter((rule) => rule instanceof CSSFontFaceRule)
        .map((rule) => (rule as CSSFontFaceRule).style.getPropertyValue('src')),
    ),
  );
  expect(fontUrls.join(' ')).toContain(preload!);
  expect(fontUrls).toHaveLength(2); // Latin and Latin Extended, no other subset
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.fonts.check('1rem "Literata Variable"', 'ñ'))).toBe(true);
  expect(await description.evaluate((el) => getComputedStyle(el).fontFamily)).toContain('Literata Variable');
  expect(
    await page.getByRole('heading', { level: 1 }).evaluate((el) => getComputedStyle(el).fontFamily),
  ).toContain('Literata Variable');

  // The measure: about 60–75 characters a line of the description at 1280 px.
  const perLine = await description.evaluate((el) => {
    const style = getComputedStyle(el);
    const canvas = document.createElement('canvas').getContext('2d')!;
    canvas.font = `${style.fontSize} ${style.fontFamily}`;
    const text = el.textContent ?? '';
    const average = canvas.measureText(text).width / text.length;
    return el.getBoundingClientRect().width / average;
  });
  expect(perLine).toBeGreaterThan(58);
  expect(perLine).toBeLessThan(78);

  await page.getByTestId('reading-settings').click();
  const panel = page.getByTestId('reading-settings-panel');
  await expect(panel).toBeVisible();
  await panel.getByTestId('reading-size-xl').click();
  await panel.getByTestId('reading-theme-sepia').click();
  await expect(panel.getByTestId('reading-theme-sepia')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByTestId('reading-settings')).toBeFocused();
  await expect(surface).toHaveAttribute('data-reading-theme', 'sepia');
  expect(await description.evaluate((el) => getComputedStyle(el).fontSize)).toBe('23px');

  await page.reload();
  await loaded(page);
  await expect(surface).toHaveAttribute('data-reading-theme', 'sepia');
  expect(await description.evaluate((el) => getComputedStyle(el).fontSize)).toBe('23px');
  expect(await surface.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(246, 239, 224)');
});

// Each reading theme under each site scheme (one test per scheme: eight axe runs take long on a
// busy machine): the study sections (Accordion) and the note's input take the surface's scheme,
// not the site's (the site's dark rules once reached the sepia paper), and axe finds nothing
// serious. A screenshot of every pair.
for (const scheme of ['light', 'dark'] as const) {
  test(`reading themes on the ${scheme} site: the surface's own scheme reaches its parts; axe`, async ({
    page,
    request,
  }) => {
    test.slow();
    await member(page, request);
    await page.goto('/volume/1?chapter=3');
    await loaded(page);
    await useScheme(page, scheme);
    const surface = page.getByTestId('reading-surface');
    const summary = page.getByTestId('section-summary');
    await summary.getByRole('button').click();
    await expect(summary.getByRole('region')).toBeVisible();
    mkdirSync(SCREENSHOTS, { recursive: true });
    for (const theme of ['auto', 'sepia', 'dark', 'light'] as const) {
      await page.getByTestId('reading-settings').click();
      await page.getByTestId(`reading-theme-${theme}`).click();
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('reading-settings-panel')).toBeHidden();
      await expect(surface).toHaveAttribute('data-reading-theme', theme);
      await page.mouse.move(1, 799);
      const dark = theme === 'dark' || (theme === 'auto' && scheme === 'dark');
      for (const part of [surface, summary, page.getByTestId('note-text')]) {
        expect(await isDark(part), `${theme} reading on the ${scheme} site`).toBe(dark);
      }
      await expectNoSeriousA11yViolations(page, `reading ${theme} on the ${scheme} site`);
      // The study sections and the note in view (a full-page shot of each pair is too slow).
      await page.getByTestId('chapter-extras').scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SCREENSHOTS, `reading-desktop-${theme}-on-${scheme}.png`) });
    }
  });
}

/** Whether the element's own background (the nearest one painted) is a dark colour. */
async function isDark(locator: Locator): Promise<boolean> {
  return locator.evaluate((start) => {
    for (let el: Element | null = start; el; el = el.parentElement) {
      const [r, g, b, a = 1] = (getComputedStyle(el).backgroundColor.match(/[\d.]+/g) ?? []).map(Number);
      if (a > 0) return 0.299 * r! + 0.587 * g! + 0.114 * b! < 128;
    }
    return false;
  });
}

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the chapter list in a sheet: keyboard, focus back, a choice closes it; the text right after the player', async ({
    page,
    request,
  }) => {
    test.slow();
    await member(page, request);
    await page.goto('/volume/1?chapter=2');
    await loaded(page);
    const open = page.getByTestId('chapter-list-open');
    await expect(open).toContainText('Chapters');
    await expect(page.getByTestId('video-list')).toHaveCount(0);
    const nav = (await page.getByTestId('chapter-counter').boundingBox())!;
    const text = (await page.getByTestId('chapter-description').boundingBox())!;
    expect(text.y).toBeGreaterThan(nav.y);
    expect(text.y - nav.y).toBeLessThan(400);

    await open.focus();
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'Chapters in this volume' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByTestId('video-list').locator('li')).toHaveCount(5);
    await expect(page.locator('[aria-current="true"]')).toContainText(VOLUME_1.chapters[1]!);
    await expectNoSeriousA11yViolations(page, 'chapter sheet');
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await listItem(page, 4).getByRole('button').first().click();
    await expect(sheet).toBeHidden();
    await expect(current(page)).toHaveText(VOLUME_1.chapters[3]!);
    await expect(page).toHaveURL('/volume/1?chapter=4');

    for (const theme of ['sepia', 'dark'] as const) {
      await page.getByTestId('reading-settings').click();
      await page.getByTestId(`reading-theme-${theme}`).click();
      await page.keyboard.press('Escape');
      await page.mouse.move(1, 843);
      await shot(page, `reading-phone-${theme}`);
    }
    await useLanguage(page, 'es');
    await expect(open).toContainText('Capítulos');
    await expectNoSeriousA11yViolations(page, 'volume on a phone (es)');
  });
});
