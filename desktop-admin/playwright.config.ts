import { defineConfig } from '@playwright/test';

/**
 * The desktop admin's renderer, built by electron-vite and served from out/renderer, in
 * Debian's Chromium. The preload bridge is provided by the test (e2e/fixtures.ts) over the same
 * main-process handlers and services, with a real Camino server on a test database.
 * Run `npm run desktop:build` first (`npm run test:desktop` does both).
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  use: {
    viewport: { width: 1440, height: 900 },
    locale: 'en-US',
    timezoneId: 'UTC',
    // Recording a trace made every test about a third slower (measured on the reader's suite): a
    // failure is rerun with `--trace on` to see one.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
