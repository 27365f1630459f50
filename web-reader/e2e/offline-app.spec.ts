import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMember, signInAsMember } from './support/api';
import { cachedUrls, serviceWorkerInControl } from './support/offline';
import { chromium } from '@playwright/test';
import { appReady, expect, test, unguarded } from './support/test';

test.use({ serviceWorkers: 'allow' });

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');

test.describe('the installable app', () => {
  test('Chromium finds it installable, in the visitor’s language', async ({ baseURL }, testInfo) => {
    // Chromium never offers to install from a private window, which every test context is: this
    // one runs in a profile of its own.
    const { launchOptions } = testInfo.project.use;
    const profile = mkdtempSync(path.join(tmpdir(), 'camino-install-'));
    const context = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await appReady(page);
    await serviceWorkerInControl(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(JSON.parse(manifest.data!)).toMatchObject({
      lang: 'en',
      start_url: '/today',
      display: 'standalone',
    });

    await page.getByRole('button', { name: 'Español' }).click();
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.es.webmanifest');
    const spanish = await cdp.send('Page.getAppManifest');
    expect(JSON.parse(spanish.data!)).toMatchObject({
      lang: 'es',
      description: expect.stringContaining('lector devocional'),
    });
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  });

  test('offline, a page opens from the kept shell, says it is offline and what needs a connection', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await serviceWorkerInControl(page);
    await context.setOffline(true);
    await page.goto('/user-login');
    await expect(page.getByTestId('offline-badge')).toBeVisible();
    await expect(page.getByTestId('needs-connection')).toContainText(
      'Signing in and creating an account need a connection.',
    );
    await context.setOffline(false);
    await expect(page.getByTestId('offline-badge')).toHaveCount(0);
  });
});

test('the service worker keeps the app and images, never an API answer or a member’s data', async ({
  page,
  request,
}) => {
  const member = await createMember(request);
  await signInAsMember(page, member);
  await page.goto('/');
  await serviceWorkerInControl(page);
  for (const visit of ['/volume/1?chapter=2', '/my-notes', '/me', '/today', '/evangelio', '/temas'])
    await page.goto(visit);

  const precached: string[] = JSON.parse(
    readFileSync(path.join(DIST, 'sw.js'), 'utf8').match(/\[\{"revision".*?\}\]/s)![0],
  ).map((entry: { url: string }) => entry.url);
  const origin = new URL(page.url()).origin;
  const cached = await cachedUrls(page);
  const urls = Object.values(cached).flat();
  expect(urls.length).toBeGreaterThan(0);
  for (const url of urls) {
    const { pathname, origin: from } = new URL(url);
    expect(from, url).toBe(origin);
    expect(pathname, url).not.toMatch(/^\/api\//);
    const fromBuild = precached.includes(pathname.slice(1));
    const demoImage = /^\/demo\/.+\.(avif|gif|jpe?g|png|svg|webp)$/.test(pathname);
    expect(fromBuild || demoImage, `${url} is neither the build's nor a demo image`).toBe(true);
  }
});

test('a new version waits for the member to choose Reload, then takes over', async ({ page }) => {
  await page.goto('/');
  await serviceWorkerInControl(page);
  const worker = path.join(DIST, 'sw.js');
  const original = readFileSync(worker, 'utf8');
  try {
    writeFileSync(worker, `${original}\n// a newer build ${Date.now()}\n`);
    await page.evaluate(() =>
      navigator.serviceWorker.getRegistration().then((registration) => registration!.update()),
    );
    const prompt = page.getByTestId('update-prompt');
    await expect(prompt).toContainText('A new version of Camino is ready.');
    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
    await expect(page.getByTestId('update-prompt')).toHaveCount(0);
    expect(
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.waiting ?? null)),
    ).toBeNull();
  } finally {
    writeFileSync(worker, original);
  }
});

// Unguarded: the browser reports the failed import of a chunk this device never kept (that is the
// point), which the usual console guard would count as a failure.
unguarded.use({ serviceWorkers: 'allow' });
unguarded(
  'offline, a page whose code was never kept says it needs a connection',
  async ({ page, context }) => {
    await page.goto('/');
    await appReady(page);
    await serviceWorkerInControl(page);
    await context.setOffline(true);
    // The admin sign-in's code is left out of the precache (scripts/reader-precache.test.ts).
    await page.goto('/login');
    await expect(page.getByRole('alert')).toContainText(
      'This page needs a connection: it was not kept on this device.',
    );
  },
);
