// Layout that holds: no horizontal scroll from 320 px up with a long email
// signed in, the header without an empty band, toasts below the header, the phone's "video not
// available" box with its Donate button whole.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { signInAsMember, type Member } from './support/api';
import { expectNoSeriousA11yViolations, useLanguage, useScheme, type Scheme } from './support/audit';
import { expect, test } from './support/test';
import { openAccountMenu } from './support/header';

const SCREENSHOTS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'test-results',
  'screenshots',
);

/** An 80-character address, unique for this run. */
function longEmail(): string {
  const domain = '@example.org';
  const tag = `${process.pid}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  return `${tag}.${'very.long.address.'.repeat(5)}`.slice(0, 80 - domain.length) + domain;
}

async function longEmailMember(request: APIRequestContext): Promise<Member> {
  const member = {
    firstName: 'Maximiliana Guadalupe',
    lastName: 'de la Santísima Trinidad Fernández-Villaverde',
    email: longEmail(),
    password: 'member-pass-1',
  };
  expect(member.email).toHaveLength(80);
  const res = await request.post('/api/register', {
    data: {
      first_name: member.firstName,
      last_name: member.lastName,
      email: member.email,
      password: member.password,
    },
  });
  expect(res.status()).toBe(201);
  const login = await request.post('/api/login', {
    data: { username: member.email, password: member.password },
  });
  expect(login.status(), 'email validation is off for the reader specs').toBe(200);
  const session = await login.json();
  return { ...member, token: session.access_token, userInfo: session.user_info };
}

/** Fails when the page scrolls sideways. */
async function expectNoHorizontalOverflow(page: Page, label: string) {
  const sizes = await page.evaluate(() => ({
    scroll: document.scrollingElement!.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(
    sizes.scroll,
    `${label}: page ${sizes.scroll} px wide in a ${sizes.inner} px window`,
  ).toBeLessThanOrEqual(sizes.inner);
}

async function shot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`) });
}

const WIDTHS = [320, 390, 1280];
const PAGES = ['/', '/volume/1', '/temas', '/my-notes'];

test.describe('layout that holds with an 80-character email', () => {
  for (const width of WIDTHS) {
    test(`no horizontal scroll at ${width} px, both languages, light and dark`, async ({ page, request }) => {
      test.slow();
      await page.setViewportSize({ width, height: 800 });
      const member = await longEmailMember(request);
      await signInAsMember(page, member);
      await page.goto('/');
      await openAccountMenu(page);
      await expect(page.getByTestId('user-email')).toHaveText(member.email);
      await page.keyboard.press('Escape');
      for (const language of ['en', 'es'] as const) {
        if (language === 'es') await useLanguage(page, 'es');
        for (const url of PAGES) {
          await page.goto(url);
          await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
          for (const scheme of ['light', 'dark'] as Scheme[]) {
            await useScheme(page, scheme);
            await expectNoHorizontalOverflow(page, `${url} (${language}, ${scheme}, ${width} px)`);
          }
        }
      }
      // The whole address is still there for whoever points at it.
      await page.goto('/');
      await openAccountMenu(page);
      await expect(page.getByTestId('user-email')).toHaveAttribute('title', member.email);
      await expectNoSeriousA11yViolations(page, `header with a long email (${width} px)`);
      await shot(page, `long-email-header-${width}`);
    });
  }

  test('toasts never cover the header', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsMember(page, await longEmailMember(request));
    await page.goto('/volume/1?chapter=2');
    const toast = page.getByText('Chapter 2 found');
    await expect(toast).toBeVisible({ timeout: 30_000 });
    // The toasts' place (it stays when the toast has gone, 3 s later): below the header.
    const header = (await page.locator('header').first().boundingBox())!;
    const hostTop = await page.getByTestId('toast-host').evaluate((el) => el.getBoundingClientRect().top);
    expect(hostTop).toBeGreaterThan(header.y + header.height);
  });

  test('the phone\'s "video not available" box keeps its Donate button whole (320 px)', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await signInAsMember(page, await longEmailMember(request));
    // Demo volume 2's third video has no id (server/src/demo/content/playlists).
    await page.goto('/volume/2?chapter=3');
    const box = page.getByTestId('video-unavailable');
    await expect(box).toBeVisible({ timeout: 30_000 });
    const donate = box.getByRole('link', { name: /Donate|Donar/ });
    const size = (await donate.boundingBox())!;
    expect(size.height).toBeGreaterThanOrEqual(36);
    const frame = (await box.boundingBox())!;
    expect(size.y + size.height).toBeLessThanOrEqual(frame.y + frame.height);
    await expectNoHorizontalOverflow(page, 'video not available at 320 px');
    await shot(page, 'video-unavailable-320');
  });
});
