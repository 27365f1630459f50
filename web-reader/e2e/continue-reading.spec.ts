import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createMember, signInAsMember } from './support/api';
import { auditPage, useLanguage } from './support/audit';
import { layoutShifts } from './support/layout-shifts';

/**
 * Opens chapter `index` of a demo volume on the volume page and waits until the page has told the
 * server (PUT /volumes/{n}/last-chapter), which is what home's Continue card reads.
 */
async function openChapter(page: Page, volume: number, index: number) {
  const stored = page.waitForResponse(
    (res) => res.url().endsWith(`/api/volumes/${volume}/last-chapter`) && res.request().method() === 'PUT',
  );
  await page.goto(`/volume/${volume}?chapter=${index}`);
  const answer = await stored;
  expect(answer.status()).toBe(200);
  // The chapter is named by its key too, so a shifted playlist cannot move the bookmark.
  expect(answer.request().postDataJSON()).toEqual({ index, chapter_key: expect.any(String) });
}

for (const [width, height] of [
  [390, 844],
  [1280, 800],
] as const) {
  test.describe(`continue reading (${width} px)`, () => {
    test.use({ viewport: { width, height } });

    test('home opens with the chapter opened last, readable volumes first, coming soon grouped', async ({
      page,
      request,
    }) => {
      // Two languages, two schemes, axe each time: minutes when the machine is busy.
      test.setTimeout(480_000);
      const member = await createMember(request, 'Clara');
      await signInAsMember(page, member);
      await page.goto('/');
      // Nothing opened yet: no Continue card.
      await expect(page.getByTestId('member-volumes')).toBeVisible();
      await expect(page.getByTestId('continue-card')).toHaveCount(0);

      await openChapter(page, 1, 3);
      await page.goto('/');
      const card = page.getByTestId('continue-card');
      await expect(card).toBeVisible();
      await expect(card).toHaveAttribute('href', '/volume/1?chapter=3');
      await expect(card).toContainText('Continue reading');
      // Titled in the UI language: volume 1 is translated into English.
      await expect(card).toContainText('Volume 1 · 3 – The silence that listens');
      await expect(card).toContainText('0/5 watched');
      await expect(card.locator('img')).toHaveAttribute('src', '/demo/thumbnails/1-3.svg');
      // The card comes first, above the member news.
      const cardTop = (await card.boundingBox())!.y;
      expect(cardTop).toBeLessThan((await page.getByTestId('news-private').boundingBox())!.y);

      // Readable volumes (with covers and titles) first, then YouTube-only, then "Coming soon".
      const order = await page
        .getByTestId('member-volumes')
        .locator('[data-testid^="volume-"][data-kind]')
        .evaluateAll((cards) => cards.map((c) => (c as HTMLElement).dataset.kind));
      const firstOther = order.findIndex((kind) => kind !== 'playlist');
      expect(firstOther).toBeGreaterThan(0);
      expect(order.slice(firstOther)).not.toContain('playlist');
      expect(order.indexOf('unavailable')).toBeGreaterThan(order.lastIndexOf('youtube'));
      const volume1 = page.getByTestId('volume-1');
      await expect(volume1).toContainText('First steps');
      await expect(volume1.locator('img')).toHaveAttribute('src', '/demo/thumbnails/1-1.svg');
      await expect(page.getByRole('list', { name: 'Coming soon' })).toBeVisible();

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await auditPage(page, `home-continue-${width}`);
      await page.screenshot({ path: test.info().outputPath(`home-member-${width}-en.png`), fullPage: true });
      await useLanguage(page, 'es');
      await expect(card).toContainText('Continuar leyendo');
      await expect(card).toContainText('Volumen 1 · 3 – El silencio que escucha');
      await auditPage(page, `home-continue-${width}`);
      await page.screenshot({ path: test.info().outputPath(`home-member-${width}-es.png`), fullPage: true });
      await useLanguage(page, 'en');

      // One tap opens the volume page at that chapter.
      await card.click();
      await expect(page).toHaveURL(/\/volume\/1(\?chapter=3)?$/);
      // The volume page loads its playlist and chapter files first (slow on a busy machine).
      await expect(page.getByText('1-3. The silence that listens').first()).toBeVisible({ timeout: 30_000 });
    });

    test('the latest chapter across volumes wins, and the returning home does not move', async ({
      page,
      request,
    }) => {
      // Three volume pages and two homes: past the default timeout on a busy machine.
      test.slow();
      const member = await createMember(request, 'Bruno');
      await signInAsMember(page, member);
      await openChapter(page, 1, 2);
      await openChapter(page, 3, 4);

      await page.goto('/');
      await expect(page.getByTestId('continue-card')).toHaveAttribute('href', '/volume/3?chapter=4');
      // The block is remembered as it ends up: the member news and the streak arrive after the card
      // (a visit left before them remembered the card's height alone, on a loaded machine).
      await expect(page.getByTestId('news-private')).toBeVisible();
      await expect(page.getByTestId('streak-card')).toBeVisible();
      const block = page.locator('[data-member-block]');
      await expect
        .poll(async () => {
          const kept = await page.evaluate(() => localStorage.getItem('memberNewsPlace'));
          const height = Math.round((await block.boundingBox())?.height ?? -1);
          return kept ? (JSON.parse(kept) as { height: number }).height === height : false;
        })
        .toBe(true);
      // The next visit holds the place of the Continue card and member news from the first paint.
      await page.goto('/');
      await expect(page.getByTestId('continue-card')).toBeVisible();
      const shifts = await layoutShifts(page);
      expect(shifts.total, `layout shift:\n${shifts.moved.join('\n')}`).toBe(0);
    });
  });
}
