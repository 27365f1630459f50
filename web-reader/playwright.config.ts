import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
// E2E_PORT lets two checkouts run the suite at once on one machine.
const PORT = Number(process.env.E2E_PORT ?? 3100);

// One fresh data folder per run (SQLite, demo content, outbox), chosen once by the runner: the
// workers inherit it through the environment, so tests can read the outbox the server writes.
process.env.CAMINO_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'camino-e2e-'));
process.env.CAMINO_E2E_ADMIN_USERNAME ??= 'e2e-admin';
process.env.CAMINO_E2E_ADMIN_PASSWORD ??= 'e2e-admin-password-1';

/**
 * End-to-end tests in Debian's Chromium against the real server (tsx server/src/main.ts) with the
 * built reader, on 127.0.0.1:3100, in development mode (the reset token comes back for the test
 * reset button) with emails written to the outbox.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  // Long journeys with axe in two schemes run past 45 s when both cores are busy; a hang still fails.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'UTC',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The reader's service worker is tested by the offline specs (`serviceWorkers: 'allow'` there);
    // elsewhere it would answer requests page.route() is meant to see.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  // The admin specs change what every page shows (news, email validation, theme visibility,
  // About, the featured image): they run after the reader's specs, never beside them.
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: /admin-.*\.spec\.ts$/ },
    {
      name: 'admin',
      use: { browserName: 'chromium' },
      testMatch: /admin-.*\.spec\.ts$/,
      dependencies: ['chromium'],
    },
  ],
  webServer: {
    // The server as `npm start` runs it: the bundled build, not the TypeScript sources.
    command:
      'node scripts/ensure-reader-build.mjs && node scripts/ensure-server-build.mjs && node --enable-source-maps server/dist/main.js',
    cwd: path.resolve(here, '..'),
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      NODE_ENV: 'development',
      DATA_DIR: process.env.CAMINO_E2E_DATA_DIR,
      DATABASE_URL: '',
      SMTP_URL: '',
      JWT_SECRET: '',
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      ADMIN_USERNAME: process.env.CAMINO_E2E_ADMIN_USERNAME,
      ADMIN_PASSWORD: process.env.CAMINO_E2E_ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
    },
  },
});
