import { expect, test as base } from '@playwright/test';

/**
 * Every test fails on a page error or a console error (a CSP refusal shows up as one), except
 * the browser's own notice for an HTTP error answer, which several tests cause on purpose.
 */
export const test = base.extend<{ consoleGuard: void }>({
  consoleGuard: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        if (message.text().startsWith('Failed to load resource')) return;
        problems.push(`console error: ${message.text()}`);
      });
      await use();
      expect(problems, 'errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
