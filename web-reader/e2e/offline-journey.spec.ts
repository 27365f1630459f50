// Reading offline end to end, with the service worker: a member keeps volume 1, reads a few pages, and
// goes offline. Every page then loads from a real navigation (a reload, a typed address), not only
// through the app's links: the worker answers the shell, the reader answers what it kept. A note
// typed offline survives a reload and reaches the server when the connection returns.
import type { Page } from '@playwright/test';
import { routeExternalBorders } from './support/borders';
import { openAccountMenu } from './support/header';
import { noteAt } from './support/member-writes';
import { keptAnswerKeys, serviceWorkerInControl } from './support/offline';
import { journeyExpect as expect, test } from './support/test';
import { current, member, settled, VOLUME_1 } from './support/volume-page';

test.use({ serviceWorkers: 'allow' });
// A member's whole offline day (keep a volume, read six pages, go offline and back): minutes when
// both cores are busy.
test.describe.configure({ timeout: 240_000 });

const day = (offset: number) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};

async function gospelReads(page: Page, date: string) {
  await page.goto(`/evangelio?date=${date}`);
  await expect(page.getByTestId('gospel-reference')).not.toBeEmpty();
  await expect(page.getByTestId('gospel-verses').locator('li').first()).toBeVisible();
}

test('kept offline, the reader’s pages load and read; a note typed offline is sent when back online', async ({
  page,
  context,
  request,
}) => {
  await routeExternalBorders(context);
  const reader = await member(page, request, 'Inés');
  await page.goto('/');
  await serviceWorkerInControl(page);

  // Online: keep volume 1, and read Today, the gospel (its week is kept in the background) and a theme.
  await page.goto('/volume/1?chapter=1');
  await settled(page);
  await page.getByTestId('keep-offline-button').click();
  await expect(page.getByTestId('kept-offline-size')).toContainText('Kept offline');
  await page.goto('/today');
  await expect(page.getByTestId('today-celebration')).not.toBeEmpty();
  await page.goto('/temas');
  await page.getByTestId('tema-card-title').first().click();
  await expect(page.getByTestId('tema-title')).not.toBeEmpty();
  const theme = {
    url: new URL(page.url()).pathname,
    title: await page.getByTestId('tema-title').textContent(),
  };
  await page.goto('/evangelio');
  await expect(page.getByTestId('gospel-reference')).not.toBeEmpty();
  const keptDays = async () => (await keptAnswerKeys(page)).map(([, path]) => path);
  await expect
    .poll(keptDays, { timeout: 60_000 })
    .toEqual(
      expect.arrayContaining([`/evangelio-del-dia?date=${day(-3)}`, `/evangelio-del-dia?date=${day(3)}`]),
    );

  await context.setOffline(true);

  await page.goto('/');
  await expect(page.getByTestId('offline-badge')).toBeVisible();
  await expect(page.getByTestId('volume-1')).toBeVisible();
  await page.goto('/today');
  await expect(page.getByTestId('today-celebration')).not.toBeEmpty();
  for (const offset of [-3, 0, 3]) await gospelReads(page, day(offset));
  await page.goto(theme.url);
  await expect(page.getByTestId('tema-title')).toHaveText(theme.title!);

  await page.goto('/volume/1?chapter=2');
  await expect(current(page)).toHaveText(VOLUME_1.chapters[1]!);
  await settled(page);
  await expect(page.getByTestId('dialogue')).toContainText("I don't know how to pray");
  await expect(page.getByTestId('video-offline')).toContainText('The video needs a connection.');
  await page.screenshot({ path: 'test-results/offline-journey/chapter-2-offline.png', fullPage: true });

  const note = page.getByRole('textbox', { name: 'Personal note on this chapter' });
  await note.fill('Written on the bus, without a connection.');
  await expect(page.getByTestId('note-status')).not.toHaveText(/Saved$/);
  await page.reload();
  await settled(page);
  await expect(note).toHaveValue('Written on the bus, without a connection.');
  // Chromium will wake the worker for it when the connection returns.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
          sync: { getTags(): Promise<string[]> };
        };
        return registration.sync.getTags();
      }),
    )
    .toContain('camino-outbox');

  await context.setOffline(false);
  await expect
    .poll(async () => (await noteAt(request, reader.token, 1, 2))?.note_text, { timeout: 20_000 })
    .toBe('Written on the bus, without a connection.');
  await expect(page.getByTestId('offline-badge')).toHaveCount(0);

  // Signing out leaves nothing of the account on the device: its kept volume, pages and note go.
  const owner = `account:${String(reader.userInfo.id)}`;
  const ownersKept = async () => (await keptAnswerKeys(page)).map(([who]) => who);
  expect(await ownersKept()).toContain(owner);
  await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Log out' }).click();
  await expect.poll(ownersKept).not.toContain(owner);
  expect(await ownersKept()).toContain('public');
});
