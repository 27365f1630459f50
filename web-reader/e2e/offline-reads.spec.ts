// Reading offline from what the reader keeps on the device (pages read and kept volumes): a kept
// volume, the gospel days around the one read, Today and a theme. Without a service worker a page
// cannot be reloaded offline, so the app is loaded online and then moved through by its own links
// with the connection gone (context.setOffline) or with every API call failing (a fresh page).
import type { Page } from '@playwright/test';
import { journeyExpect as expect, test } from './support/test';
import { auditPage, useLanguage } from './support/audit';
import { routeExternalBorders } from './support/borders';
import { current, listItem, member, settled, VOLUME_1 } from './support/volume-page';

/** Dates as the server seeds them: the demo week runs from today−3 to today+3 (UTC in tests). */
const day = (offset: number) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};

/** The [owner, path] keys of every answer kept on the device, and the volumes kept. */
const kept = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ answers: [string, string][]; pinned: number; volumes: number }>((resolve, reject) => {
        const open = indexedDB.open('camino-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['answers', 'volumes']);
          const keys = tx.objectStore('answers').getAllKeys();
          const all = tx.objectStore('answers').getAll();
          const volumes = tx.objectStore('volumes').count();
          tx.oncomplete = () => {
            const answers = keys.result as [string, string][];
            const pinned = (all.result as { pinned: number }[]).filter((a) => a.pinned !== 0).length;
            db.close();
            resolve({ answers, pinned, volumes: volumes.result });
          };
        };
      }),
  );
const keptPaths = async (page: Page) => (await kept(page)).answers.map(([, path]) => path);

/** Records every answer the app shows from the device (its `keptAnswerShown` event). */
async function recordKeptAnswers(page: Page) {
  await page.evaluate(() => {
    const shown: string[] = [];
    (window as unknown as { keptShown: string[] }).keptShown = shown;
    window.addEventListener('keptAnswerShown', (event) => shown.push((event as CustomEvent).detail.path));
  });
}
const keptShown = (page: Page) =>
  page.evaluate(() => (window as unknown as { keptShown: string[] }).keptShown);

/** Moves inside the app as its links do (history and popstate), for a page with no link to click. */
async function goInApp(page: Page, to: string) {
  await page.evaluate((url) => {
    window.history.pushState({}, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

const sections = (page: Page) => page.getByRole('navigation', { name: 'Sections' });

async function gospelShown(page: Page, date: string) {
  await expect(page).toHaveURL(`/evangelio?date=${date}`);
  await expect(page.getByTestId('gospel-reference')).not.toBeEmpty();
  await expect(page.getByTestId('gospel-verses').locator('li').first()).toBeVisible();
  await expect(page.getByTestId('gospel-reflection')).not.toBeEmpty();
}

async function chapterTwoReadsFully(page: Page) {
  await expect(current(page)).toHaveText(VOLUME_1.chapters[1]!);
  await settled(page);
  await expect(page.getByTestId('chapter-description')).toContainText('does not know how to pray');
  await expect(page.getByTestId('dialogue')).toContainText("I don't know how to pray");
  // The optional file: the study sections.
  const summary = page.getByTestId('section-summary');
  await summary.getByRole('button').click();
  await expect(summary.getByRole('region')).toContainText('He admits he does not know how to pray');
}

/** Keeps volume 1 from its page and waits for the size to be said. */
async function keepVolumeOne(page: Page) {
  await page.goto('/volume/1?chapter=1');
  await settled(page);
  await page.getByTestId('keep-offline-button').click();
  await expect(page.getByTestId('kept-offline-size')).toHaveText(
    /^Kept offline: [\d.]+ (kB|MB) on this device$/,
  );
}

test.beforeEach(async ({ context }) => {
  await routeExternalBorders(context);
});

test.describe('reading offline', () => {
  test('a kept volume, the gospel week, Today and a theme read fully with the connection gone', async ({
    page,
    context,
    request,
  }) => {
    test.slow();
    await member(page, request);
    await keepVolumeOne(page);
    const stored = await kept(page);
    // The playlist and chapters 1 to 5, main and optional: 11 pinned answers, one kept volume.
    expect(stored.pinned).toBe(11);
    expect(stored.volumes).toBe(1);
    await page.screenshot({ path: 'test-results/offline-reads/kept-volume.png' });

    // Online, the reader opens the volume, Today, a theme and the gospel of the day in one page
    // (this loads their pages' code too: without a service worker it cannot be fetched offline).
    await page.goto('/');
    await page.getByTestId('volume-1').click();
    await settled(page);
    await sections(page).getByRole('link', { name: 'Today' }).click();
    await expect(page.getByTestId('today-celebration')).not.toBeEmpty();
    await sections(page).getByRole('link', { name: 'Themes' }).click();
    await page.getByTestId('tema-card-title').first().click();
    await expect(page.getByTestId('tema-title')).not.toBeEmpty();
    const themeUrl = new URL(page.url()).pathname;
    const themeTitle = await page.getByTestId('tema-title').textContent();
    await sections(page).getByRole('link', { name: 'Gospel of the Day' }).click();
    await expect(page.getByTestId('gospel-reference')).not.toBeEmpty();
    // The days around it are kept quietly in the background.
    await expect
      .poll(() => keptPaths(page), { timeout: 30_000 })
      .toEqual(
        expect.arrayContaining([`/evangelio-del-dia?date=${day(-3)}`, `/evangelio-del-dia?date=${day(3)}`]),
      );
    await recordKeptAnswers(page);

    await context.setOffline(true);
    await goInApp(page, '/');
    await page.getByTestId('volume-1').click();
    await expect(current(page)).toHaveText(VOLUME_1.chapters[0]!);
    await listItem(page, 2).getByRole('button').first().click();
    await chapterTwoReadsFully(page);
    await page.screenshot({ path: 'test-results/offline-reads/chapter-2-offline.png', fullPage: true });

    await sections(page).getByRole('link', { name: 'Gospel of the Day' }).click();
    await expect(page.getByTestId('gospel-reference')).not.toBeEmpty();
    for (let step = 0; step < 3; step += 1) await page.getByRole('button', { name: 'Previous day' }).click();
    await gospelShown(page, day(-3));
    for (let step = 0; step < 6; step += 1) await page.getByRole('button', { name: 'Next day' }).click();
    await gospelShown(page, day(3));
    await page.screenshot({ path: 'test-results/offline-reads/gospel-ahead-offline.png' });

    await sections(page).getByRole('link', { name: 'Today' }).click();
    await expect(page.getByTestId('today-celebration')).not.toBeEmpty();
    await goInApp(page, themeUrl);
    await expect(page.getByTestId('tema-title')).toHaveText(themeTitle!);

    // Those never read online came from the device (the network had none of them). Today and the
    // theme were also in the page's memory; the next test reads them from the device alone.
    const fromDevice = await keptShown(page);
    for (const path of [
      '/main-file/1/2?lang=en',
      '/optional-file/1/2?lang=en',
      `/evangelio-del-dia?date=${day(-3)}`,
      `/evangelio-del-dia?date=${day(3)}`,
    ]) {
      expect(fromDevice, path).toContain(path);
    }
    await context.setOffline(false);
  });

  test('a fresh page whose every API call fails reads from the device too; Remove frees the volume', async ({
    page,
    context,
    request,
  }) => {
    test.slow();
    const account = await member(page, request);
    await keepVolumeOne(page);
    // Each kept file carries the server's content hash: an update check of an unchanged file
    // costs a 304.
    const etag = await page.evaluate(
      () =>
        new Promise<string>((resolve, reject) => {
          const open = indexedDB.open('camino-offline');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const read = open.result
              .transaction('answers')
              .objectStore('answers')
              .get([`account:${JSON.parse(localStorage.getItem('userInfo')!).id}`, '/main-file/1/2?lang=en']);
            read.onsuccess = () => resolve(read.result.etag);
          };
        }),
    );
    expect(etag).toMatch(/^"[^"]+"$/);
    const revalidated = await request.get('/api/main-file/1/2?lang=en', {
      headers: { Authorization: `Bearer ${account.token}`, 'If-None-Match': etag },
    });
    expect(revalidated.status()).toBe(304);

    await page.goto('/today');
    await expect(page.getByTestId('today-celebration')).not.toBeEmpty();
    const celebration = await page.getByTestId('today-celebration').textContent();
    // Kept after answering, when the page is idle.
    await expect
      .poll(() => keptPaths(page))
      .toEqual(expect.arrayContaining([`/today?date=${day(0)}&lang=en`]));

    // A new page: nothing in memory, and the network fails every API call (the app's code loads).
    await page.goto('/');
    await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
    await page.getByTestId('volume-1').click();
    await listItem(page, 2).getByRole('button').first().click();
    await chapterTwoReadsFully(page);
    await sections(page).getByRole('link', { name: 'Today' }).click();
    await expect(page.getByTestId('today-celebration')).toHaveText(celebration!);
    await context.unroute('**/api/**');

    // The member's page lists the kept volume with its size; Remove frees it.
    await page.goto('/me');
    const row = page.getByTestId('kept-volume');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(/Volume 1\s*[\d.]+ (kB|MB)/);
    await auditPage(page, 'me-kept-volumes');
    await useLanguage(page, 'es');
    await expect(row).toContainText(/Volumen 1\s*[\d.,]+ (kB|MB)/);
    await auditPage(page, 'me-kept-volumes');
    await useLanguage(page, 'en');
    await row.getByRole('button', { name: 'Remove volume 1 from this device' }).click();
    await expect(page.getByTestId('kept-volumes-empty')).toBeVisible();
    const after = await kept(page);
    expect(after.pinned).toBe(0);
    expect(after.volumes).toBe(0);
  });
});
