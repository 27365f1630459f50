import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { runAxe } from './axe';
import { openSiteMenu } from './header';

const SCREENSHOTS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'test-results',
  'screenshots',
);

export type Scheme = 'light' | 'dark';

/**
 * Switches the colour scheme through the header toggle (as a user would) when needed. With a
 * dialog open the toggle is out of reach, so the scheme attribute Mantine's CSS follows is set
 * directly.
 */
export async function useScheme(page: Page, scheme: Scheme): Promise<void> {
  const current = await page.evaluate(() => document.documentElement.dataset.mantineColorScheme);
  if (current !== scheme) {
    if (await page.getByRole('dialog').isVisible()) {
      await page.evaluate(
        (s) => document.documentElement.setAttribute('data-mantine-color-scheme', s),
        scheme,
      );
    } else if (await page.getByTestId('color-scheme-toggle').isVisible()) {
      await page.getByTestId('color-scheme-toggle').click();
    } else {
      // A phone: the header's toggle is an item of its site menu.
      await (await openSiteMenu(page)).getByRole('menuitem', { name: /mode|modo/ }).click();
    }
  }
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
}

/**
 * Waits for the CSS transitions running now (those the scheme switch or the pointer started, once
 * the next frame has styled them) to end: as long as they take, no fixed pause.
 */
export async function transitionsDone(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const running = document.getAnimations().filter((a) => a instanceof CSSTransition);
    await Promise.allSettled(running.map((a) => a.finished));
  });
}

/** Fails on any serious or critical axe violation, listing each with its elements. */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  const results = await runAxe(page);
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')} ${n.failureSummary ?? ''}`).join('\n')}`,
    )
    .join('\n');
  expect(serious, `${label}\n${report}`).toEqual([]);
}

/**
 * Checks the page with axe in light and dark and saves a full-page screenshot of each, named
 * `<name>-<scheme>-<language>.png` under web-reader/test-results/screenshots/ (unless
 * E2E_SCREENSHOTS=0).
 */
export async function auditPage(
  page: Page,
  name: string,
  schemes: Scheme[] = ['light', 'dark'],
): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  // Settled: no skeletons and no route chunk still loading.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  for (const scheme of schemes) {
    await useScheme(page, scheme);
    // Park the pointer away from the toggle (its hover hint would cover the screenshot) and let
    // Mantine's colour transitions finish before measuring contrast.
    await page.mouse.move(1, (page.viewportSize()?.height ?? 800) - 1);
    await transitionsDone(page);
    const lang = await page.evaluate(() => document.documentElement.lang);
    await expectNoSeriousA11yViolations(page, `${name} (${scheme}, ${lang})`);
    // The pictures are for people looking at the UI; CI (.ci/run) sets E2E_SCREENSHOTS=0 and
    // keeps only the checks (a full-page picture costs about as much as the axe run itself).
    if (process.env.E2E_SCREENSHOTS === '0') continue;
    const width = page.viewportSize()?.width ?? 0;
    const device = width < 600 ? '-mobile' : '';
    await page.screenshot({
      path: path.join(SCREENSHOTS, `${name}${device}-${scheme}-${lang}.png`),
      fullPage: true,
    });
  }
}

/** Switches the UI language through the header control. */
export async function useLanguage(page: Page, language: 'en' | 'es'): Promise<void> {
  const current = await page.evaluate(() => document.documentElement.lang);
  if (await page.getByTestId(`language-${language}`).isVisible()) {
    await page.getByTestId(`language-${language}`).click();
  } else if (current !== language) {
    // A phone: the other language is an item of the header's site menu.
    const name = language === 'es' ? 'Español' : 'English';
    await (await openSiteMenu(page)).getByRole('menuitem', { name }).click();
  }
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}
